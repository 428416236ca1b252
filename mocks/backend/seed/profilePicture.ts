import type { Download } from '@pidz/contracts';

/** A drawn portrait (SVG) of the given size, as the mock's profile picture. */
function portrait(width: number, height: number): string {
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    `<rect width="${width}" height="${height}" fill="#cfe3f5"/>`,
    `<circle cx="${width / 2}" cy="${height * 0.4}" r="${Math.min(width, height) * 0.2}" fill="#e8b796"/>`,
    `<path d="M${width / 2 - Math.min(width, height) * 0.24} ${height * 0.36}q${Math.min(width, height) * 0.24} -${Math.min(width, height) * 0.36} ${Math.min(width, height) * 0.48} 0" fill="#7a4a2a"/>`,
    `<ellipse cx="${width / 2}" cy="${height}" rx="${Math.min(width, height) * 0.36}" ry="${height * 0.36}" fill="#0b5cab"/>`,
    '</svg>',
  ].join('');
}

function svgDownload(fileName: string, svg: string): Download {
  return { file_name: fileName, content_type: 'image/svg+xml', data: btoa(svg) };
}

/** The freelancer's picture: full size (3:4) and cropped (square), as the server keeps both. */
export function seedProfilePictures(): {
  profilePicture: Download;
  croppedProfilePicture: Download;
} {
  return {
    profilePicture: svgDownload('profielfoto.svg', portrait(480, 640)),
    croppedProfilePicture: svgDownload('profielfoto-bijgesneden.svg', portrait(256, 256)),
  };
}
