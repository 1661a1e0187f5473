/** keyboard-article: built by its own issue. */
export default function KeyboardArticlePage() {
  return (
    <div className="page">
      <h1>keyboard-article</h1>
    </div>
  )
}
