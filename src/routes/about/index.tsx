/** about: built by its own issue. */
export default function AboutPage() {
  return (
    <div className="page">
      <h1>about</h1>
    </div>
  )
}
