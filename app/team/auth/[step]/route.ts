import { authSteps, handleAuthStep, type AuthStep } from "@/lib/team/auth-routes";

// Enrolment, sign-in and sign-out of the team workspace (lib/team/auth-routes.ts).
export const dynamic = "force-dynamic";

export async function POST(request: Request, { params }: { params: Promise<{ step: string }> }) {
  const { step } = await params;
  if (!(authSteps as readonly string[]).includes(step)) return new Response(null, { status: 404 });
  return handleAuthStep(step as AuthStep, request);
}
