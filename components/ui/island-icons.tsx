import {
  Check,
  ChevronLeft,
  ChevronRight,
  Copy,
  Pause,
  Play,
  Printer,
  ShieldCheck,
  Volume2,
  VolumeX,
} from "@/components/ui/icons";

// The islands' icons, rendered by the server and handed to the islands as props: an island that
// imported lucide-react would put its runtime in the first load of every page (issue 36).

export const copyIcons = {
  icon: <Copy className="size-4" aria-hidden="true" />,
  copiedIcon: <Check className="size-4" aria-hidden="true" />,
};

export const printIcon = <Printer className="size-5" aria-hidden="true" />;

export const privacySignalIcon = (
  <ShieldCheck className="mt-0.5 size-5 shrink-0 text-accent-700" aria-hidden="true" />
);

export const pitchbookNavIcons = {
  previous: <ChevronLeft className="size-5" aria-hidden="true" />,
  next: <ChevronRight className="size-5" aria-hidden="true" />,
};

export const heroVideoIcons = {
  pause: <Pause className="size-4" aria-hidden="true" />,
  play: <Play className="size-4" aria-hidden="true" />,
};

export const welcomeAudioIcons = {
  pause: <Pause className="size-4" aria-hidden="true" />,
  play: <Play className="size-4" aria-hidden="true" />,
  unmute: <VolumeX className="size-4" aria-hidden="true" />,
  mute: <Volume2 className="size-4" aria-hidden="true" />,
};
