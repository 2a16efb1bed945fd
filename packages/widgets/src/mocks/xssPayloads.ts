/** Attacks that HTML and rich text widgets must render harmless: each tries another route to script. */
export const xssPayloads: Record<string, string> = {
  'a script element': '<p>Welcome</p><script>window.__xss = true</script>',
  'an event handler': '<img src="/images/sofa.jpg" alt="Sofa" onerror="window.__xss = true">',
  'a javascript: link': '<a href="javascript:window.__xss = true">Offer</a>',
  'a data: html link':
    '<a href="data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==">Offer</a>',
  'an SVG onload': '<svg onload="window.__xss = true"><circle r="4"></circle></svg>',
  'a MathML link': '<math><mtext><a href="javascript:window.__xss = true">x</a></mtext></math>',
  'an iframe srcdoc': '<iframe srcdoc="<script>window.__xss = true</script>"></iframe>',
};
