/** EXIF as a phone camera writes it, with the GPS position the photo was taken at (Pewaukee). */
export const phoneExifWithGps = {
  IFD0: { Make: "Phone", Model: "Camera 1" },
  IFD3: {
    GPSLatitudeRef: "N",
    GPSLatitude: "43/1 5/1 2/1",
    GPSLongitudeRef: "W",
    GPSLongitude: "88/1 14/1 30/1",
  },
};
