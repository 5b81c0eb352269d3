import type { IndustryContent } from "./types";

export const selfServeKiosksContent: IndustryContent = {
  copy: {
    eyebrow: "Self-serve kiosks",
    intro: [
      "When the lunch line reaches the door and two people are on the schedule instead of four, something has to give. Self-order kiosks let guests browse the full menu, customize every item and pay by card or phone without waiting for a cashier, while your staff cook, pour and hand out orders. Quick-service restaurants, coffee shops, frozen custard stands, taprooms with food, ski hills and museum cafés across Wisconsin use them to take more orders in the same rush.",
      "Our kiosks run on touchscreens in floor stands, on counters or on the wall, with an unattended card reader that takes chip cards, contactless cards, Apple Pay and Google Wallet. Orders go straight to your kitchen printer or display, loyalty members sign in with a phone number, and every add-on and combo is offered every time, which tends to raise the average order. Sales feed the same reports and next-day deposits as your registers.",
      "A kiosk should be easy for everyone to use, including guests who use a wheelchair or who would rather order from a person. We help you choose the mounting, the layout and the fallback to the counter, and we put the full cost of hardware, software and processing in writing before anything is ordered.",
    ],
    cta: {
      heading: "See a kiosk plan for your counter",
      body: "Tell us your menu size, your busiest hours and your counter layout. We will propose the number of kiosks, where they go and the total monthly cost within one business day.",
      primary: { label: "Request a kiosk quote", href: "/apply" },
      secondary: { label: "Ask us a question", href: "/contact" },
    },
  },
  highlights: [
    "Floor, counter and wall-mount kiosks",
    "Unattended EMV chip and tap readers with mobile wallets",
    "Orders sent straight to kitchen printers or screens",
    "Installed, configured and supported by our team",
  ],
  calculatorPreset: "kiosk",
  problems: {
    heading: "What kiosks solve at the counter",
    lead: "Kiosks are not a gadget. They answer specific problems that quick-service operators run into every day.",
    items: [
      {
        title: "Lines at peak, idle staff off-peak",
        body: "Staffing for the lunch rush leaves people idle at 3 p.m.; staffing for the afternoon leaves the lunch line out the door. Kiosks add ordering capacity exactly when it is needed.",
      },
      {
        title: "Orders taken wrong",
        body: "A busy cashier mishears 'no onions' or misses a side. When guests tap their own choices, the ticket the kitchen sees is exactly what they asked for.",
      },
      {
        title: "Upsells that depend on who is working",
        body: "One cashier always suggests the large size and a dessert; another never does. A kiosk offers the same add-ons on every order, without pressure.",
      },
      {
        title: "Hiring and training",
        body: "Every new cashier must learn the menu, the register and the card terminal. Kiosks take part of that job off the training list, and staff can move to food and service.",
      },
    ],
  },
  features: {
    heading: "What a kiosk from us includes",
    lead: "Hardware, software and payments configured together, so the kiosk, the kitchen and your reports agree.",
    items: [
      {
        icon: "kiosk",
        title: "Touchscreen kiosks for any space",
        body: "Floor stands for lobbies, counter units for tight spaces and wall mounts where floor space is scarce, each with a screen large enough to show photos and modifiers clearly.",
      },
      {
        icon: "tap",
        title: "Unattended card readers",
        body: "Readers built for self-service take chip, tap, Apple Pay and Google Wallet, with a tactile keypad for PIN entry and the tamper protection unattended devices need.",
      },
      {
        icon: "table",
        title: "Orders to the kitchen",
        body: "Paid orders go straight to the kitchen printer or display with the guest's name or number, and to the pickup screen when they are ready.",
      },
      {
        icon: "gift",
        title: "Loyalty and gift cards",
        body: "Guests sign in with a phone number to earn and redeem points, and gift cards are accepted at the kiosk like any other card.",
      },
      {
        icon: "reporting",
        title: "One menu, one set of reports",
        body: "Change a price or mark an item sold out once and it updates on every kiosk and register. Kiosk sales appear in the same reports and deposits as the counter.",
      },
      {
        icon: "support",
        title: "Installation and support",
        body: "We mount the kiosks, connect them to your network and printers, load the menu, train your team and stay on call when something needs attention.",
        link: { href: "/ateam-computers", label: "Our IT partner for installs" },
      },
    ],
  },
  compliance: {
    heading: "Accessibility, security and pricing rules for kiosks",
    lead: "Self-service adds a few obligations that a staffed counter does not have. These notes are general guidance; your architect or counsel can confirm the details for your site.",
    items: [
      {
        title: "Reachable and usable by everyone",
        body: "The 2010 ADA Standards set a forward reach range of 15 to 48 inches above the floor for operable parts, so mount the screen's controls and the card reader within it, with clear floor space in front. Keep ordering at the counter available and make sure staff are ready to help a guest who cannot or would rather not use the kiosk.",
      },
      {
        title: "Inspect unattended card readers",
        body: "The PCI Data Security Standard expects merchants to keep a list of their card-reading devices and inspect them periodically for tampering or skimming overlays. Unattended readers are the ones criminals target, so we show your team what to check and how often.",
      },
      {
        title: "Cash discount and surcharge on a kiosk",
        body: "A kiosk shows the posted price, so a compliant cash discount posts the card price and offers cash payers a discount at the counter. A surcharge would apply only to credit cards, never debit or prepaid, within Visa's 3% cap and Colorado's 2% cap, not in Connecticut, Maine or Massachusetts, shown at the entrance, at checkout on the kiosk screen before payment and on the receipt, with 30 days' notice to the card brands and your processor.",
        link: { href: "/cash-discount", label: "How a cash discount works" },
      },
    ],
  },
  faq: {
    heading: "Self-serve kiosk questions",
    items: [
      {
        question: "Do kiosks work with my current POS?",
        answer:
          "It depends on the POS. Many systems have their own kiosk software; others connect to ours. If yours does not, we can install a POS with kiosks built in. We check before quoting so you are not surprised after installation.",
      },
      {
        question: "Can guests pay with cash at a kiosk?",
        answer:
          "Our standard kiosks take cards and mobile wallets only. Guests who want to pay cash can order at the kiosk and pay at the counter, or order at the counter as before.",
      },
      {
        question: "How many kiosks does a restaurant need?",
        answer:
          "It depends on peak-hour orders and menu complexity. Many quick-service counters start with two, which lets a guest order while another finishes, and add more once they see the data.",
      },
      {
        question: "Can kiosks ask for a tip?",
        answer:
          "They can, and the prompt always includes a no-tip option. Many counter-service restaurants turn the tip screen off on kiosks; others keep it with modest suggestions. It is your choice and easy to change.",
      },
      {
        question: "What happens if a kiosk goes down during a rush?",
        answer:
          "The other kiosks and the counter keep taking orders. We set up remote monitoring where the software allows it, and the most common fixes, a restart or a reconnect to the network, take a couple of minutes with us on the phone.",
      },
    ],
  },
  related: ["/restaurant", "/ipos", "/retail-processing", "/cash-discount", "/ateam-computers"],
};
