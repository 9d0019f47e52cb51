"""The IAM provider: roles, users, access keys, policies, the simulator, and IAM enforcement.

On construction it registers the access-key resolver for the ``AKIA`` keys it mints, the SigV4
check (``--verify-signatures``) and the enforcement authorizer on the request pipeline.

Python API for other services: ``find_role(account_id, name)``, ``policies_of(principal)``,
``policies_for(account_id, kind, name)``, ``is_allowed(principal, action, resource)``,
``key_record(access_key)``.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.iam.enforcement import Enforcer
from labcloud.services.iam.ids import parse_role_arn
from labcloud.services.iam.no_links import NoLinksOps
from labcloud.services.iam.policy import Decision, Evaluator
from labcloud.services.iam.roles import role_out
from labcloud.services.iam.schema import SCHEMA, TABLES
from labcloud.services.iam.signatures import SignatureVerifier
from labcloud.services.iam.simulate import SimulateOps
from labcloud.services.iam.tagging import TaggingOps

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: The decision for principals IAM does not govern (root, labcloud's service principals).
ALLOWED = Decision(True, "allow")


class IamProvider(SimulateOps, TaggingOps, NoLinksOps):
    service = "iam"
    tables = TABLES

    def __init__(self, hub: Hub) -> None:
        super().__init__(hub)
        self._init_core()
        self._grants = {}
        self._boundaries = {}
        self._keys = {}
        self._key_principals = {}
        self.on_change(self._forget_grants)
        self.enforcer = Enforcer(hub, self.policies_of, self.limits_of)
        hub.identity.add_resolver(self.resolve_key)
        if hub.settings.verify_signatures:
            hub.pipeline.add_authorizer(SignatureVerifier(self.secret_for).authorize)
        hub.pipeline.add_authorizer(self.enforcer.authorize)

    def schema(self) -> Sequence[str]:
        return SCHEMA

    async def start(self) -> None:
        self._load_keys()
        self._forget_grants()

    def reset(self) -> None:
        super().reset()
        self._load_keys()
        self._forget_grants()

    # ------------------------------------------------------------------ Python API

    def find_role(self, account_id: str, name: str) -> dict[str, Any] | None:
        """The role as GetRole describes it (AssumeRolePolicyDocument as JSON text), or None."""
        row = self.role_row(account_id, name)
        if row is None:
            return None
        out = role_out(row, with_trust=False)
        out["AssumeRolePolicyDocument"] = row["trust_policy"]
        return out

    def find_role_by_arn(self, arn: str) -> dict[str, Any] | None:
        parsed = parse_role_arn(arn)
        return None if parsed is None else self.find_role(*parsed)

    def is_allowed(self, principal: Principal, action: str, resource: str,
                   context: dict[str, object] | None = None) -> Decision:
        """Would IAM let ``principal`` perform ``action`` on ``resource``? (Lambda checks an execution
        role's rights with it, e.g. before creating an SQS event source mapping.) Root and service
        principals are always allowed; users only under ``--enforce-iam``."""
        if not self.enforcer.governs(principal):
            return ALLOWED
        return Evaluator.evaluate_with_limits(self.policies_of(principal) or (), self.limits_of(principal), action,
                                              resource, context)

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        """The secret (and session token) of a key IAM or STS minted, for signature checks."""
        record = self.key_record(access_key)
        if record is not None:
            return record.secret, None
        sts = self.hub.providers.get("sts")
        lookup = getattr(sts, "secret_for", None)
        return lookup(access_key) if lookup is not None else None

    # ------------------------------------------------------------------ view routes

    def internal_routes(self) -> list[InternalRoute]:
        return [
            InternalRoute("GET", "/iam/denials", self._denials_route),
            InternalRoute("GET", "/iam/roles", self._roles_route),
        ]

    def _denials_route(self, request: InternalRequest) -> InternalResponse:
        events = self.bus.query(kinds=["iam.denied"], after=request.int_arg("after", 0),
                                limit=request.int_arg("limit", 200), newest_first=True)
        return json_response({"denials": [{"seq": e.seq, "ts": e.ts, **e.data} for e in events]})

    def _roles_route(self, request: InternalRequest) -> InternalResponse:
        account = request.arg("account") or self.settings.account_id
        roles = []
        for row in self.store.all("SELECT * FROM iam_roles WHERE account_id=? ORDER BY name", (account,)):
            inline = self.store.all(
                "SELECT name, document FROM iam_inline_policies WHERE account_id=? AND kind='role' AND owner=?",
                (account, row["name"]))
            roles.append({
                "name": row["name"], "arn": row["arn"], "role_id": row["role_id"],
                "trust_policy": row["trust_policy"], "description": row["description"],
                "inline_policies": {r["name"]: r["document"] for r in inline},
                "attached_policies": self.attached_arns(account, "role", row["name"]),
            })
        return json_response({"roles": roles})


PROVIDER = IamProvider
