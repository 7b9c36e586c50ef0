export default function LateLoaded() {
  return <p>Часть страницы загружена.</p>;
}
