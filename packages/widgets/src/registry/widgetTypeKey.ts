/**
 * The API names a type in more than one way ('TextPageWidget', 'Text', 'Product list',
 * 'product-list'); they all reduce to one key: lower case, letters and digits only, without a
 * trailing 'PageWidget' or 'Widget'.
 */
export function widgetTypeKey(type: string): string {
  const key = type
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .replace(/(?:page)?widget$/, '');
  return aliases[key] ?? key;
}

/** Other names the content system has used for the same widget types. */
const aliases: Record<string, string> = {
  button: 'buttons',
  products: 'productlist',
  productslider: 'productlist',
  productgrid: 'productlist',
  htmlcontent: 'html',
  rawhtml: 'html',
  richtexteditor: 'richtext',
  wysiwyg: 'richtext',
  socialcontent: 'socialfeed',
  socialcontentfeed: 'socialfeed',
  social: 'socialfeed',
  flowbox: 'socialfeed',
  instagram: 'socialfeed',
  personalisation: 'personalisationfeed',
  personalization: 'personalisationfeed',
  personalizationfeed: 'personalisationfeed',
  recommendations: 'personalisationfeed',
  jsonld: 'json',
  structureddata: 'json',
  youtube: 'video',
  vimeo: 'video',
  hero: 'banner',
};
