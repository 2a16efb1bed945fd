/**
 * Hostile content for the XSS tests: every vector, if it ever ran, calls `window.__xss(id)`, so a
 * test that installs a spy on `__xss` sees any execution, whatever route the vector took.
 */
export const xssKinds = [
  'script',
  'event-handler',
  'url',
  'svg',
  'mathml',
  'mutation',
  'embedding',
  'style',
  'clobbering',
] as const;
export type XssKind = (typeof xssKinds)[number];

export interface XssVector {
  id: string;
  payload: string;
  kind: XssKind;
}

/** The call a vector makes when it executes. */
const run = (id: string) => `__xss('${id}')`;
/** The same call as a page framed in a data: or srcdoc document would make it. */
const runFromFrame = (id: string) => `parent.__xss('${id}')`;

const base64 = (text: string) => btoa(text);
/** Every character as a decimal HTML entity: `&#106;&#97;...`. */
const decimalEntities = (text: string) =>
  [...text].map((char) => `&#${char.charCodeAt(0)};`).join('');
/** Every character as a zero-padded hex HTML entity without the closing semicolon. */
const hexEntities = (text: string) =>
  [...text].map((char) => `&#x${char.charCodeAt(0).toString(16).padStart(4, '0')}`).join('');

type Template = (id: string) => string;

const templates: Record<XssKind, Record<string, Template>> = {
  script: {
    'script-plain': (id) => `<script>${run(id)}</script>`,
    'script-after-text': (id) => `<p>Welcome</p><script>${run(id)}</script>`,
    'script-uppercase': (id) => `<SCRIPT>${run(id)}</SCRIPT>`,
    'script-mixed-case': (id) => `<ScRiPt>${run(id)}</sCrIpT>`,
    'script-src-data': (id) => `<script src="data:text/javascript,${run(id)}"></script>`,
    'script-type-module': (id) => `<script type="module">${run(id)}</script>`,
    'script-slash-attr': (id) => `<script/x>${run(id)}</script>`,
    'script-unclosed': (id) => `<script>${run(id)}`,
    'script-split-tag': (id) => `<scr<script>ipt>${run(id)}</scr</script>ipt>`,
    'script-in-attribute-break': (id) => `"><script>${run(id)}</script>`,
    'script-in-title-break': (id) => `</title><script>${run(id)}</script>`,
    'script-in-textarea-break': (id) => `</textarea><script>${run(id)}</script>`,
    'script-nul-byte': (id) => `<scr\u0000ipt>${run(id)}</script>`,
    'script-in-table': (id) => `<table><tr><td><script>${run(id)}</script></td></tr></table>`,
  },
  'event-handler': {
    'img-onerror': (id) => `<img src=x onerror="${run(id)}">`,
    'img-onerror-unquoted': (id) => `<img src=x onerror=${run(id)}>`,
    'img-onerror-slash': (id) => `<img/src=x/onerror=${run(id)}>`,
    'img-onerror-backtick': (id) => `<img src=\`x\` onerror=${run(id)}>`,
    'img-onerror-entity': (id) => `<img src=x onerror="${decimalEntities(run(id))}">`,
    'img-src-valid-onload': (id) => `<img src="/favicon.ico" alt="" onload="${run(id)}">`,
    'body-onload': (id) => `<body onload="${run(id)}">`,
    'body-onpageshow': (id) => `<body onpageshow="${run(id)}">`,
    'input-autofocus-onfocus': (id) => `<input autofocus onfocus="${run(id)}">`,
    'div-tabindex-autofocus': (id) =>
      `<div tabindex="0" autofocus onfocus="${run(id)}">Focus</div>`,
    'a-onmouseover': (id) => `<a href="#" onmouseover="${run(id)}">Hover</a>`,
    'a-onclick': (id) => `<a href="#" onclick="${run(id)}">Offer</a>`,
    'a-onfocus': (id) => `<a href="#" onfocus="${run(id)}">Focus</a>`,
    'p-onclick': (id) => `<p onclick="${run(id)}">Click</p>`,
    'details-ontoggle': (id) =>
      `<details open ontoggle="${run(id)}"><summary>x</summary></details>`,
    'video-onerror': (id) => `<video src=x onerror="${run(id)}"></video>`,
    'video-source-onerror': (id) => `<video><source onerror="${run(id)}"></video>`,
    'audio-onerror': (id) => `<audio src=x onerror="${run(id)}"></audio>`,
    'marquee-onstart': (id) => `<marquee onstart="${run(id)}">x</marquee>`,
    'select-autofocus-onfocus': (id) => `<select autofocus onfocus="${run(id)}"></select>`,
    'textarea-autofocus-onfocus': (id) => `<textarea autofocus onfocus="${run(id)}"></textarea>`,
    'keygen-onfocus': (id) => `<keygen autofocus onfocus="${run(id)}">`,
    'style-onload': (id) => `<style onload="${run(id)}"></style>`,
    'iframe-onload': (id) => `<iframe onload="${run(id)}"></iframe>`,
    'object-onerror': (id) => `<object data=x onerror="${run(id)}"></object>`,
    'img-onerror-newline-separated': (id) => `<img\nsrc=x\nonerror\n=\n"${run(id)}">`,
    'span-onanimationstart': (id) =>
      `<style>@keyframes x{}</style><span style="animation-name:x" onanimationstart="${run(id)}">x</span>`,
    'img-mixed-case-handler': (id) => `<img src=x OnErRoR="${run(id)}">`,
    'onerror-in-title-attribute': (id) => `<a title="x" onerror="${run(id)}"><img src=x></a>`,
    'contenteditable-onfocus': (id) =>
      `<div contenteditable autofocus onfocus="${run(id)}">x</div>`,
  },
  url: {
    'a-href-javascript': (id) => `<a href="javascript:${run(id)}">Offer</a>`,
    'a-href-javascript-mixed-case': (id) => `<a href="JaVaScRiPt:${run(id)}">Offer</a>`,
    'a-href-javascript-leading-space': (id) => `<a href=" javascript:${run(id)}">Offer</a>`,
    'a-href-javascript-tab-inside': (id) => `<a href="java\tscript:${run(id)}">Offer</a>`,
    'a-href-javascript-newline-inside': (id) => `<a href="java&#10;script:${run(id)}">Offer</a>`,
    'a-href-javascript-decimal-entities': (id) =>
      `<a href="${decimalEntities(`javascript:${run(id)}`)}">Offer</a>`,
    'a-href-javascript-hex-entities': (id) =>
      `<a href="${hexEntities(`javascript:${run(id)}`)}">Offer</a>`,
    'a-href-javascript-colon-entity': (id) => `<a href="javascript&colon;${run(id)}">Offer</a>`,
    'a-href-javascript-url-encoded': (id) => `<a href="javascript:%5F%5Fxss('${id}')">Offer</a>`,
    'a-href-vbscript': (id) => `<a href="vbscript:${run(id)}">Offer</a>`,
    'a-href-data-html': (id) =>
      `<a href="data:text/html,<script>${runFromFrame(id)}</script>">Offer</a>`,
    'a-href-data-html-base64': (id) =>
      `<a href="data:text/html;base64,${base64(`<script>${runFromFrame(id)}</script>`)}">Offer</a>`,
    'a-href-data-svg': (id) =>
      `<a href="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${runFromFrame(id)}'/>">Offer</a>`,
    'area-href-javascript': (id) =>
      `<map name="m"><area shape="rect" coords="0,0,10,10" href="javascript:${run(id)}"></map>`,
    'iframe-src-javascript': (id) => `<iframe src="javascript:${runFromFrame(id)}"></iframe>`,
    'iframe-src-data-html': (id) =>
      `<iframe src="data:text/html,<script>${runFromFrame(id)}</script>"></iframe>`,
    'iframe-srcdoc': (id) => `<iframe srcdoc="<script>${runFromFrame(id)}</script>"></iframe>`,
    'iframe-srcdoc-entities': (id) =>
      `<iframe srcdoc="&lt;img src=x onerror=${runFromFrame(id)}&gt;"></iframe>`,
    'img-src-javascript': (id) => `<img src="javascript:${run(id)}">`,
    'img-src-data-svg': (id) =>
      `<img src="data:image/svg+xml;base64,${base64(`<svg xmlns="http://www.w3.org/2000/svg" onload="${runFromFrame(id)}"/>`)}">`,
    'form-action-javascript': (id) =>
      `<form action="javascript:${run(id)}"><button>Send</button></form>`,
    'button-formaction-javascript': (id) =>
      `<form><button formaction="javascript:${run(id)}">Send</button></form>`,
    'input-formaction-javascript': (id) =>
      `<form><input type="submit" formaction="javascript:${run(id)}"></form>`,
    'embed-src-javascript': (id) => `<embed src="javascript:${run(id)}">`,
    'object-data-javascript': (id) => `<object data="javascript:${run(id)}"></object>`,
    'object-data-html': (id) =>
      `<object data="data:text/html,<script>${runFromFrame(id)}</script>"></object>`,
    'base-href-javascript': (id) => `<base href="javascript:${run(id)}//"><a href="/x">Offer</a>`,
    'meta-refresh-javascript': (id) =>
      `<meta http-equiv="refresh" content="0;url=javascript:${run(id)}">`,
    'meta-refresh-data': (id) =>
      `<meta http-equiv="refresh" content="0;url=data:text/html,<script>${runFromFrame(id)}</script>">`,
    'a-xlink-href-javascript': (id) =>
      `<a xlink:href="javascript:${run(id)}" href="javascript:${run(id)}">Offer</a>`,
    'bare-javascript-url': (id) => `javascript:${run(id)}`,
    'bare-javascript-url-mixed-case': (id) => `JaVaScRiPt:${run(id)}`,
    'bare-javascript-url-padded': (id) => `\u0001 javascript:${run(id)}`,
    'bare-data-html-url': (id) => `data:text/html,<script>${runFromFrame(id)}</script>`,
    'bare-data-html-base64-url': (id) =>
      `data:text/html;base64,${base64(`<script>${runFromFrame(id)}</script>`)}`,
    'bare-data-svg-url': (id) =>
      `data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${runFromFrame(id)}'/>`,
    'bare-vbscript-url': (id) => `vbscript:${run(id)}`,
  },
  svg: {
    'svg-onload': (id) => `<svg onload="${run(id)}"><circle r="4"></circle></svg>`,
    'svg-slash-onload': (id) => `<svg/onload=${run(id)}>`,
    'svg-animate-onbegin': (id) =>
      `<svg><animate onbegin="${run(id)}" attributeName="x" dur="1s"></animate></svg>`,
    'svg-set-onbegin': (id) =>
      `<svg><set onbegin="${run(id)}" attributeName="x" to="1"></set></svg>`,
    'svg-animate-href': (id) =>
      `<svg><a><animate attributeName="href" values="javascript:${run(id)}"></animate><text y="20">x</text></a></svg>`,
    'svg-set-href': (id) =>
      `<svg><a><set attributeName="href" to="javascript:${run(id)}"></set><text y="20">x</text></a></svg>`,
    'svg-a-xlink-href': (id) =>
      `<svg xmlns:xlink="http://www.w3.org/1999/xlink"><a xlink:href="javascript:${run(id)}"><text y="20">x</text></a></svg>`,
    'svg-use-href-data': (id) =>
      `<svg><use href="data:image/svg+xml,<svg id='x' xmlns='http://www.w3.org/2000/svg'><image href='x' onerror='${run(id)}'/></svg>#x"></use></svg>`,
    'svg-foreignobject': (id) =>
      `<svg><foreignObject><img src=x onerror="${run(id)}"></foreignObject></svg>`,
    'svg-script': (id) => `<svg><script>${run(id)}</script></svg>`,
    'svg-script-href': (id) =>
      `<svg><script href="data:text/javascript,${run(id)}"></script></svg>`,
    'svg-image-onerror': (id) => `<svg><image href="x" onerror="${run(id)}"></image></svg>`,
    'svg-style-break': (id) => `<svg><style><img src=x onerror="${run(id)}"></style></svg>`,
    'svg-title-break': (id) => `<svg><title><img src=x onerror="${run(id)}"></title></svg>`,
    'svg-desc-break': (id) => `<svg><desc><img src=x onerror="${run(id)}"></desc></svg>`,
    'svg-handler-entity': (id) => `<svg onload="${decimalEntities(run(id))}"></svg>`,
  },
  mathml: {
    'math-mglyph-style': (id) =>
      `<math><mtext><table><mglyph><style><img src=x onerror="${run(id)}"></style></mglyph></table></mtext></math>`,
    'math-mtext-mglyph-style-comment': (id) =>
      `<math><mtext><table><mglyph><style><!--</style><img title="--&gt;&lt;/mglyph&gt;&lt;img src=x onerror=${run(id)}&gt;"></style></mglyph></table></mtext></math>`,
    'math-malignmark': (id) =>
      `<math><mtext><table><malignmark><style><img src=x onerror="${run(id)}"></style></malignmark></table></mtext></math>`,
    'math-a-href': (id) => `<math><mtext><a href="javascript:${run(id)}">x</a></mtext></math>`,
    'math-href-attribute': (id) => `<math href="javascript:${run(id)}"><mi>x</mi></math>`,
    'math-maction': (id) =>
      `<math><maction actiontype="statusline" xlink:href="javascript:${run(id)}"><mi>x</mi></maction></math>`,
    'math-annotation-xml': (id) =>
      `<math><annotation-xml encoding="text/html"><img src=x onerror="${run(id)}"></annotation-xml></math>`,
    'math-mi-handler': (id) => `<math><mi onmouseover="${run(id)}">x</mi></math>`,
    'math-style-break': (id) => `<math><style><img src=x onerror="${run(id)}"></style></math>`,
    'form-math-mtext-mglyph': (id) =>
      `<form><math><mtext></form><form><mglyph><style></math><img src=x onerror="${run(id)}">`,
  },
  mutation: {
    'unclosed-img': (id) => `<img src=x onerror="${run(id)}"`,
    'unclosed-attribute-quote': (id) => `<img src="x onerror=${run(id)}>`,
    'nested-comment': (id) => `<!--<img src="--><img src=x onerror=${run(id)}//">`,
    'comment-in-attribute': (id) => `<a title="<!--"><img src=x onerror=${run(id)}>--></a>`,
    'noscript-title': (id) => `<noscript><p title="</noscript><img src=x onerror=${run(id)}>">`,
    'noscript-style': (id) => `<noscript><style></noscript><img src=x onerror="${run(id)}">`,
    'template-content': (id) => `<template><img src=x onerror="${run(id)}"></template>`,
    'template-script': (id) => `<template><script>${run(id)}</script></template>`,
    'cdata-in-svg': (id) => `<svg><![CDATA[><img src=x onerror=${run(id)}>]]></svg>`,
    'cdata-in-html': (id) => `<![CDATA[><img src=x onerror=${run(id)}>]]>`,
    'xmp-break': (id) => `<xmp><p title="</xmp><img src=x onerror=${run(id)}>">`,
    'noembed-break': (id) => `<noembed><p title="</noembed><img src=x onerror=${run(id)}>">`,
    'noframes-break': (id) => `<noframes><p title="</noframes><img src=x onerror=${run(id)}>">`,
    'iframe-text-break': (id) => `<iframe><p title="</iframe><img src=x onerror=${run(id)}>">`,
    'textarea-break': (id) => `<textarea><p title="</textarea><img src=x onerror=${run(id)}>">`,
    'title-break': (id) => `<title><p title="</title><img src=x onerror=${run(id)}>">`,
    'table-foster-parenting': (id) =>
      `<table><img src=x onerror="${run(id)}"><tr><td>x</td></tr></table>`,
    'select-break': (id) =>
      `<select><template><img src=x onerror="${run(id)}"></template></select>`,
    'processing-instruction': (id) => `<?xml-stylesheet ?><img src=x onerror="${run(id)}">`,
    'double-encoded-entities': (id) => `&lt;img src=x onerror=${run(id)}&gt;`,
    'null-in-attribute-name': (id) => `<img src=x on\u0000error="${run(id)}">`,
    'attribute-without-space': (id) => `<img src="x"onerror="${run(id)}">`,
    'plaintext-after': (id) => `<p>ok</p><plaintext><img src=x onerror="${run(id)}">`,
    'html-in-text-only': (id) => `Sofa <b>50%</b> off" onmouseover="${run(id)}`,
  },
  embedding: {
    'iframe-src-http-srcdoc': (id) =>
      `<iframe src="/" srcdoc="<img src=x onerror=${runFromFrame(id)}>"></iframe>`,
    'object-type-html': (id) =>
      `<object type="text/html" data="data:text/html;base64,${base64(`<script>${runFromFrame(id)}</script>`)}"></object>`,
    'embed-svg': (id) =>
      `<embed type="image/svg+xml" src="data:image/svg+xml,<svg xmlns='http://www.w3.org/2000/svg' onload='${runFromFrame(id)}'/>">`,
    'embed-code': (id) => `<embed code="javascript:${run(id)}"></embed>`,
    'frameset-onload': (id) => `<frameset onload="${run(id)}"></frameset>`,
    'portal-src': (id) => `<portal src="javascript:${run(id)}"></portal>`,
    'link-import': (id) =>
      `<link rel="import" href="data:text/html,<script>${runFromFrame(id)}</script>">`,
    'link-stylesheet-javascript': (id) => `<link rel="stylesheet" href="javascript:${run(id)}">`,
    'link-preload-onload': (id) => `<link rel="preload" href="/" as="fetch" onload="${run(id)}">`,
    'base-target-and-href': (id) =>
      `<base href="data:text/html,<script>${runFromFrame(id)}</script>//" target="_self"><a href="x">x</a>`,
  },
  style: {
    'style-expression': (id) => `<div style="width: expression(${run(id)})">x</div>`,
    'style-url-javascript': (id) =>
      `<div style="background-image: url(javascript:${run(id)})">x</div>`,
    'style-element-url-javascript': (id) =>
      `<style>body { background: url("javascript:${run(id)}") }</style>`,
    'style-import-javascript': (id) => `<style>@import "javascript:${run(id)}";</style>`,
    'style-behavior': (id) =>
      `<div style="behavior: url(data:text/x-scriptlet,${run(id)})">x</div>`,
    'style-moz-binding': (id) => `<div style="-moz-binding: url(javascript:${run(id)})">x</div>`,
    'style-break-out': (id) => `<style></style><img src=x onerror="${run(id)}"></style>`,
    'style-escaped-url': (id) => `<div style="background:url(&#x6A;avascript:${run(id)})">x</div>`,
  },
  clobbering: {
    'clobber-cookie': (id) =>
      `<img id="cookie" name="cookie" src=x onerror="${run(id)}"><form name="cookie"></form>`,
    'clobber-getelementbyid': (id) =>
      `<img name="getElementById" src=x onerror="${run(id)}"><form name="getElementById"></form>`,
    'clobber-query-selector': (id) =>
      `<form name="querySelector"><input name="x" autofocus onfocus="${run(id)}"></form>`,
    'clobber-xss-spy': (id) => `<a id="__xss" href="javascript:${run(id)}">x</a>`,
    'clobber-form-attributes': (id) =>
      `<form id="attributes"><input name="attributes" autofocus onfocus="${run(id)}"></form>`,
    'clobber-document-body': (id) =>
      `<img name="body" src=x onerror="${run(id)}"><form name="body"></form>`,
    'clobber-default-view': (id) =>
      `<iframe name="defaultView" srcdoc="<script>${runFromFrame(id)}</script>"></iframe>`,
    'clobber-nested-config': (id) =>
      `<a id="config"></a><a id="config" name="scriptSrc" href="javascript:${run(id)}">x</a>`,
  },
};

/** All vectors, each with its own id, grouped by kind. */
export const xssCorpus: readonly XssVector[] = xssKinds.flatMap((kind) =>
  Object.entries(templates[kind]).map(([id, template]) => ({ id, kind, payload: template(id) })),
);

/** The vectors that are URLs on their own: for link targets rather than markup. */
export const xssUrlVectors: readonly XssVector[] = xssCorpus.filter(
  (vector) => vector.kind === 'url' && !vector.payload.startsWith('<'),
);
