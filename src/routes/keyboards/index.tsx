/** keyboards: built by its own issue. */
export default function KeyboardsPage() {
  return (
    <div className="page">
      <h1>keyboards</h1>
    </div>
  )
}
