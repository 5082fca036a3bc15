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
    var path = location.pathname;
    doc.querySelectorAll('template').forEach(function (template) {
      var data = template.dataset;
      if (visitor && data.prerendered == path) {
        root.appendChild(template.content);
        root.dataset.prerendered = path;
      }
      if (!visitor && data.signedIn == path) doc.head.appendChild(template.content);
      template.remove();
    });
  });
})(document);
