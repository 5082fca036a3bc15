(function (doc) {
  var visitor = true;
  try {
    var saved = localStorage.getItem('theme');
    visitor = !localStorage.getItem('token');
    doc.documentElement.classList.toggle(
      'dark',
      saved ? saved === 'dark' : matchMedia('(prefers-color-scheme: dark)').matches,
    );
  } catch (e) {}
  doc.addEventListener('readystatechange', function () {
    var root = doc.getElementById('root');
    doc.querySelectorAll('template').forEach(function (template) {
      if (visitor && template.dataset.prerendered == location.pathname) {
        root.appendChild(template.content);
        root.dataset.prerendered = location.pathname;
      }
      template.remove();
    });
  });
})(document);
