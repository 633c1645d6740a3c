import { Card } from '@petcora/ui/card';
import { Link } from 'react-router-dom';

export function NotFoundPage() {
  return (
    <div className="pc-container pc-page">
      <Card className="shell-not-found">
        <h1>404 Page Not Found</h1>
        <p className="pc-muted">Did you forget to add the page to the router?</p>
        <Link to="/">Back to Home</Link>
      </Card>
    </div>
  );
}
