/** contact: built by its own issue. */
export default function ContactPage() {
  return (
    <div className="page">
      <h1>contact</h1>
    </div>
  )
}
