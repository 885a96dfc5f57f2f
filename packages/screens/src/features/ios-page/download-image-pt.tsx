import { DownloadArt } from './download-art';

/** The Portuguese download image (every other language). */
export function DownloadImagePt() {
  return (
    <DownloadArt lang="pt" headline="Baixe o app no iPhone" action="Adicione à Tela de Início" />
  );
}
