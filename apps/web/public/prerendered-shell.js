(function (root, path) {
  var visitor = true;
  try {
    visitor = !localStorage.getItem('token');
  } catch (e) {}
  document.querySelectorAll('template[data-prerendered]').forEach(function (template) {
    if (visitor && root && template.dataset.prerendered === path) {
      root.appendChild(template.content);
      root.dataset.prerendered = path;
    }
    template.remove();
  });
})(document.getElementById('root'), location.pathname);
