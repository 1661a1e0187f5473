/** build-service: built by its own issue. */
export default function BuildServicePage() {
  return (
    <div className="page">
      <h1>build-service</h1>
    </div>
  )
}
