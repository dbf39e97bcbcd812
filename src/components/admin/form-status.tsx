/** Under a form: the server's error text in red, or "Success!" after a save. */
function FormStatus({ error, success }: { error?: string | null; success?: string | null }) {
  if (error) {
    return (
      <p data-slot="form-status" role="alert" className="text-sm font-medium text-danger">
        {error}
      </p>
    );
  }
  if (success) {
    return (
      <p data-slot="form-status" role="status" className="text-sm font-medium text-success">
        {success}
      </p>
    );
  }
  return null;
}

export { FormStatus };
