/** The document title of a page (React 19 hoists <title> into <head>). */
export function PageTitle({ title }: { title?: string }) {
  return <title>{title ? `${title} · Navi Jewels` : 'Navi Jewels · Fine jewellery in Navi Mumbai'}</title>;
}
