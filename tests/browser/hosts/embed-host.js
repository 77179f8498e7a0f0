// What a host page may do with the embed's height messages: size the frame to its content.
window.addEventListener('message', (e) => {
  const frame = document.getElementById('game');
  if (e.source !== frame.contentWindow || e.data?.semailles !== 'height') return;
  document.body.dataset.heightMessages = String(Number(document.body.dataset.heightMessages || 0) + 1);
  frame.style.height = `${e.data.height}px`;
  frame.style.aspectRatio = 'auto';
});
