import { HiddenAdminEntry } from '../features/admin/components/hidden-admin-entry';
import { CommunityAuthScreen } from '../features/community-auth/components/community-auth-screen';

/** /legacy-auth: the community auth page, whose 'Welcome' title hides the admin overview. */
export default function LegacyAuthPage() {
  return <CommunityAuthScreen title={<HiddenAdminEntry className="community-auth__welcome" />} />;
}
