// Shows a visitor this address's prerendered screen (see build-tools/prerender-plugin.ts).
(function (root, path) {
  var visitor = true;
  try {
    visitor = !localStorage.getItem('token');
  } catch (e) {
    /* storage blocked: a visitor */
  }
  document.querySelectorAll('template[data-prerendered]').forEach(function (template) {
    if (visitor && root && template.getAttribute('data-prerendered') === path) {
      root.appendChild(template.content);
      root.setAttribute('data-prerendered', path);
    }
    template.remove();
  });
})(document.getElementById('root'), location.pathname);
