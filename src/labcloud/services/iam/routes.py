"""IAM's routes under /_labcloud/ for the view: recent denials, and the roles with their policies."""

from __future__ import annotations

from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.iam.repo import identities
from labcloud.services.iam.repo import policies as stored
from labcloud.services.iam.state import IamState


def routes(state: IamState) -> tuple[InternalRoute, ...]:
    def denials(request: InternalRequest) -> InternalResponse:
        events = state.bus.query(
            kinds=["iam.denied"],
            after=request.int_arg("after", 0),
            limit=request.int_arg("limit", 200),
            newest_first=True,
        )
        return json_response({"denials": [{"seq": e.seq, "ts": e.ts, **e.data} for e in events]})

    def roles(request: InternalRequest) -> InternalResponse:
        account = request.arg("account") or state.settings.account_id
        listed = []
        for row in identities.roles_by_name(state.store, account):
            inline = stored.inline_policies(state.store, account, "role", row.name)
            listed.append(
                {
                    "name": row.name,
                    "arn": row.arn,
                    "role_id": row.role_id,
                    "trust_policy": row.trust_policy,
                    "description": row.description,
                    "inline_policies": {r.name: r.document for r in inline},
                    "attached_policies": stored.attached_arns(state.store, account, "role", row.name),
                }
            )
        return json_response({"roles": listed})

    return (InternalRoute("GET", "/iam/denials", denials), InternalRoute("GET", "/iam/roles", roles))
