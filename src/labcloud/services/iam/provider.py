"""The IAM provider: roles, users, access keys, policies, the simulator, and IAM enforcement.

On construction it registers the access-key resolver for the ``AKIA`` keys it mints, the SigV4
check (``--verify-signatures``) and the enforcement authorizer on the request pipeline.

Python API for other services: ``find_role(account_id, name)``, ``policies_of(principal)``,
``policies_for(account_id, kind, name)``, ``is_allowed(principal, action, resource)``,
``key_record(access_key)``.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from labcloud.context import Principal, RequestContext
from labcloud.errors import AwsError
from labcloud.internal.routes import InternalRequest, InternalResponse, InternalRoute, json_response
from labcloud.services.iam import (
    account,
    account_settings,
    authorization_details,
    groups,
    identity_providers,
    input_checks,
    instance_profiles,
    last_used,
    login_profiles,
    renames,
    service_credentials,
    service_linked,
    tags,
)
from labcloud.services.iam.core import encode_document
from labcloud.services.iam.enforcement import Enforcer
from labcloud.services.iam.ids import parse_role_arn
from labcloud.services.iam.interfaces import IamDirectory
from labcloud.services.iam.policy import Decision, Evaluator
from labcloud.services.iam.roles import role_out
from labcloud.services.iam.schema import SCHEMA, TABLES
from labcloud.services.iam.signatures import SignatureVerifier
from labcloud.services.iam.simulate import SimulateOps
from labcloud.services.sts.interfaces import RoleSessions
from labcloud.store.db import Migration

if TYPE_CHECKING:
    from labcloud.hub import Hub

#: The decision for principals IAM does not govern (root, labcloud's service principals).
ALLOWED = Decision(True, "allow")


class IamProvider(SimulateOps):
    service = "iam"
    tables = (
        TABLES
        + groups.TABLES
        + last_used.TABLES
        + account.TABLES
        + service_linked.TABLES
        + service_credentials.TABLES
        + instance_profiles.TABLES
        + identity_providers.TABLES
        + login_profiles.TABLES
        + account_settings.TABLES
    )

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
        hub.pipeline.add_authorizer(input_checks.check_arns)
        hub.pipeline.add_authorizer(self.enforcer.authorize)
        self.last_used = last_used.LastUsed(self.store)
        hub.pipeline.add_authorizer(self._note_role_use)
        directory: IamDirectory = self  # mypy checks the provider keeps the interface's promise
        hub.offer(IamDirectory, directory)

    def schema(self) -> Sequence[str]:
        return (
            *SCHEMA,
            *groups.SCHEMA,
            *last_used.SCHEMA,
            *account.SCHEMA,
            *service_linked.SCHEMA,
            *service_credentials.SCHEMA,
        )

    async def start(self) -> None:
        self._load_keys()
        self._forget_grants()

    def reset(self) -> None:
        super().reset()
        self.last_used.forget()
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

    def is_allowed(
        self, principal: Principal, action: str, resource: str, context: dict[str, object] | None = None
    ) -> Decision:
        """Would IAM let ``principal`` perform ``action`` on ``resource``? (Lambda checks an execution
        role's rights with it, e.g. before creating an SQS event source mapping.) Root and service
        principals are always allowed; users only under ``--enforce-iam``."""
        if not self.enforcer.governs(principal):
            return ALLOWED
        return Evaluator.evaluate_with_limits(
            self.policies_of(principal) or (), self.limits_of(principal), action, resource, context
        )

    def secret_for(self, access_key: str) -> tuple[str, str | None] | None:
        """The secret (and session token) of a key IAM or STS minted, for signature checks."""
        record = self.key_record(access_key)
        if record is not None:
            return record.secret, None
        sessions = self.hub.interface(RoleSessions)
        return sessions.secret_for(access_key) if sessions is not None else None

    # ------------------------------------------------------------------ role last used (see last_used.py)

    def _note_role_use(self, ctx: RequestContext, params: dict[str, Any]) -> None:
        """Authorizer run after enforcement allowed a request: a role session's request uses its role."""
        if ctx.principal.kind == "assumed-role" and ctx.principal.role_arn:
            parsed = parse_role_arn(ctx.principal.role_arn)
            if parsed is not None:
                self.last_used.touch(parsed[0], parsed[1], ctx.region)

    def role_last_used(self, account_id: str, name: str) -> dict[str, Any]:
        return self.last_used.of(account_id, name)

    def forget_role_use(self, account_id: str, name: str) -> None:
        self.last_used.drop(account_id, name)

    # ------------------------------------------------------------------ tags (see tags.py)

    def untag_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = self.require_role(ctx, params["RoleName"])
        tags.untag(
            self.store,
            "iam_roles",
            "account_id=? AND name=?",
            (ctx.account_id, role["name"]),
            role["tags"],
            params["TagKeys"],
        )
        return {}

    def tag_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        tags.tag(
            self.store,
            "iam_users",
            "account_id=? AND name=?",
            (ctx.account_id, user["name"]),
            user["tags"],
            params["Tags"],
        )
        return {}

    def untag_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        tags.untag(
            self.store,
            "iam_users",
            "account_id=? AND name=?",
            (ctx.account_id, user["name"]),
            user["tags"],
            params["TagKeys"],
        )
        return {}

    def list_user_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return tags.listed(self.require_user(ctx, params["UserName"])["tags"], params)

    def _tagged_policy(self, arn: str) -> Any:
        row = self.store.one("SELECT * FROM iam_policies WHERE arn=?", (arn,))
        if row is None:
            raise AwsError("NoSuchEntity", f"Policy {arn} was not found.", status=404)
        return row

    def tag_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._tagged_policy(params["PolicyArn"])
        tags.tag(self.store, "iam_policies", "arn=?", (row["arn"],), row["tags"], params["Tags"])
        return {}

    def untag_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self._tagged_policy(params["PolicyArn"])
        tags.untag(self.store, "iam_policies", "arn=?", (row["arn"],), row["tags"], params["TagKeys"])
        return {}

    def list_policy_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return tags.listed(self._tagged_policy(params["PolicyArn"])["tags"], params)

    # ------------------------------------------------------------------ account (see account.py)

    def create_account_alias(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        account.create_alias(self.store, ctx.account_id, params["AccountAlias"])
        return {}

    def delete_account_alias(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        account.delete_alias(self.store, ctx.account_id, params["AccountAlias"])
        return {}

    def list_account_aliases(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return account.list_aliases(self.store, ctx.account_id, params)

    def list_entities_for_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return account.entities_for_policy(
            self.store, ctx.account_id, params, self.policy_exists(params["PolicyArn"])
        )

    def get_account_authorization_details(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        def aws_versions(arn: str) -> list[dict[str, Any]] | None:
            managed = self.aws_managed(arn)
            if managed is None:
                return None
            version = self.get_policy_version(
                ctx, {"PolicyArn": arn, "VersionId": managed.default_version_id}
            )
            return [version["PolicyVersion"]]

        return authorization_details.details(
            self.store,
            ctx.account_id,
            params,
            authorization_details.Renderers(
                policy_out=self._policy_out,
                aws_versions=aws_versions,
                boundary_of=lambda kind, name: self.boundary_arn(ctx.account_id, kind, name),
                last_used_of=lambda name: self.last_used.of(ctx.account_id, name),
            ),
        )

    # ------------------------------------------------------------------ service-linked roles (service_linked.py)

    def create_service_linked_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        role = service_linked.create(self.store, ctx.account_id, params)
        with self.store.transaction():
            self.store.execute(
                "INSERT INTO iam_roles (account_id, name, path, role_id, arn, trust_policy, description, max_session,"
                " created, tags) VALUES (?,?,?,?,?,?,?,?,?,?)",
                (
                    ctx.account_id,
                    role["name"],
                    role["path"],
                    role["role_id"],
                    role["arn"],
                    role["trust_policy"],
                    role["description"],
                    3600,
                    time.time(),
                    "[]",
                ),
            )
            self.publish(
                ctx,
                "iam.role.created",
                resource=role["arn"],
                role_name=role["name"],
                trust_policy=role["trust_policy"],
                permissions_boundary=None,
            )
            self._changed()
        return {"Role": role_out(self.require_role(ctx, role["name"]), view="create")}

    def delete_service_linked_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        row = self.require_role(ctx, params["RoleName"])
        with self.store.transaction():
            task = service_linked.start_deletion(self.store, ctx.account_id, row)
            self.store.execute(
                "DELETE FROM iam_inline_policies WHERE account_id=? AND kind='role' AND owner=?",
                (ctx.account_id, row["name"]),
            )
            self.store.execute(
                "DELETE FROM iam_attachments WHERE account_id=? AND kind='role' AND owner=?",
                (ctx.account_id, row["name"]),
            )
            self.store.execute(
                "DELETE FROM iam_roles WHERE account_id=? AND name=?", (ctx.account_id, row["name"])
            )
            self.forget_role_use(ctx.account_id, row["name"])
            self.publish(ctx, "iam.role.deleted", resource=row["arn"], role_name=row["name"])
            self._changed()
        return {"DeletionTaskId": task}

    def get_service_linked_role_deletion_status(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return service_linked.deletion_status(self.store, ctx.account_id, params["DeletionTaskId"])

    # ------------------------------------------------------------------ instance profiles (instance_profiles.py)

    def migrations(self) -> Sequence[Migration]:
        return (
            *instance_profiles.MIGRATIONS,
            identity_providers.MIGRATION,
            login_profiles.MIGRATION,
            account_settings.MIGRATION,
        )

    @staticmethod
    def _profile_role(row: Any) -> dict[str, Any]:
        return role_out(row, view="list")

    def create_instance_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return instance_profiles.create(self.store, ctx.account_id, params, self._profile_role)

    def get_instance_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return instance_profiles.get(
            self.store, ctx.account_id, params["InstanceProfileName"], self._profile_role
        )

    def delete_instance_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        instance_profiles.delete(self.store, ctx.account_id, params["InstanceProfileName"])
        return {}

    def add_role_to_instance_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        instance_profiles.add_role(
            self.store, ctx.account_id, params["InstanceProfileName"], params["RoleName"]
        )
        return {}

    def remove_role_from_instance_profile(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        instance_profiles.remove_role(
            self.store, ctx.account_id, params["InstanceProfileName"], params["RoleName"]
        )
        return {}

    def list_instance_profiles(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return instance_profiles.list_all(self.store, ctx.account_id, params, self._profile_role)

    def list_instance_profiles_for_role(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return instance_profiles.for_role(self.store, ctx.account_id, params, self._profile_role)

    def tag_instance_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        instance_profiles.tag(self.store, ctx.account_id, params)
        return {}

    def untag_instance_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        instance_profiles.untag(self.store, ctx.account_id, params)
        return {}

    def list_instance_profile_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return instance_profiles.list_tags(self.store, ctx.account_id, params)

    # ------------------------------------------------------------------ service-specific credentials

    def create_service_specific_credential(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return service_credentials.create(self.store, ctx.account_id, params)

    def list_service_specific_credentials(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        caller = ctx.principal.name if ctx.principal.kind == "user" else None
        return service_credentials.list_for(self.store, ctx.account_id, params, caller)

    def reset_service_specific_credential(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return service_credentials.reset(self.store, ctx.account_id, params)

    def update_service_specific_credential(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        service_credentials.update(self.store, ctx.account_id, params)
        return {}

    def delete_service_specific_credential(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        service_credentials.delete(self.store, ctx.account_id, params)
        return {}

    # ------------------------------------------------------------------ groups (see groups.py)

    def create_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return groups.create(self.store, ctx.account_id, params)

    def get_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return groups.get(
            self.store, ctx.account_id, params, lambda user: self.boundary_arn(ctx.account_id, "user", user)
        )

    def list_groups(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return groups.list_all(self.store, ctx.account_id, params)

    def delete_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        groups.delete(self.store, ctx.account_id, params["GroupName"])
        self._changed()
        return {}

    def add_user_to_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        groups.add_user(self.store, ctx.account_id, params["GroupName"], params["UserName"])
        self._changed()
        return {}

    def remove_user_from_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        groups.remove_user(self.store, ctx.account_id, params["GroupName"], params["UserName"])
        self._changed()
        return {}

    def list_groups_for_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return groups.for_user(self.store, ctx.account_id, params["UserName"], params)

    def put_group_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        self._put_inline(
            ctx, "group", group["name"], params["PolicyName"], params["PolicyDocument"], group["arn"]
        )
        return {}

    def get_group_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        row = self._get_inline(ctx, "group", group["name"], params["PolicyName"])
        return {
            "GroupName": group["name"],
            "PolicyName": row["name"],
            "PolicyDocument": encode_document(row["document"]),
        }

    def list_group_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        return self._list_inline(ctx, "group", group["name"], params)

    def delete_group_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        self._delete_inline(ctx, "group", group["name"], params["PolicyName"], group["arn"])
        return {}

    def attach_group_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        self._attach(ctx, "group", group["name"], params["PolicyArn"], group["arn"])
        return {}

    def detach_group_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        self._detach(ctx, "group", group["name"], params["PolicyArn"], group["arn"])
        return {}

    def list_attached_group_policies(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        group = groups.require(self.store, ctx.account_id, params["GroupName"])
        return self._list_attached(ctx, "group", group["name"], params)

    # ------------------------------------------------------------------ view routes

    def internal_routes(self) -> list[InternalRoute]:
        return [
            InternalRoute("GET", "/iam/denials", self._denials_route),
            InternalRoute("GET", "/iam/roles", self._roles_route),
        ]

    def _denials_route(self, request: InternalRequest) -> InternalResponse:
        events = self.bus.query(
            kinds=["iam.denied"],
            after=request.int_arg("after", 0),
            limit=request.int_arg("limit", 200),
            newest_first=True,
        )
        return json_response({"denials": [{"seq": e.seq, "ts": e.ts, **e.data} for e in events]})

    def _roles_route(self, request: InternalRequest) -> InternalResponse:
        account = request.arg("account") or self.settings.account_id
        roles = []
        for row in self.store.all("SELECT * FROM iam_roles WHERE account_id=? ORDER BY name", (account,)):
            inline = self.store.all(
                "SELECT name, document FROM iam_inline_policies WHERE account_id=? AND kind='role' AND owner=?",
                (account, row["name"]),
            )
            roles.append(
                {
                    "name": row["name"],
                    "arn": row["arn"],
                    "role_id": row["role_id"],
                    "trust_policy": row["trust_policy"],
                    "description": row["description"],
                    "inline_policies": {r["name"]: r["document"] for r in inline},
                    "attached_policies": self.attached_arns(account, "role", row["name"]),
                }
            )
        return json_response({"roles": roles})

    # ------------------------------------------------------------------ identity providers (identity_providers.py)

    def create_open_id_connect_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.create_oidc(self.store, ctx.account_id, params)

    def get_open_id_connect_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.get_oidc(self.store, ctx.account_id, params["OpenIDConnectProviderArn"])

    def list_open_id_connect_providers(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.list_oidc(self.store, ctx.account_id)

    def delete_open_id_connect_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identity_providers.delete_oidc(self.store, ctx.account_id, params["OpenIDConnectProviderArn"])
        return {}

    def add_client_id_to_open_id_connect_provider(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        identity_providers.add_client_id(
            self.store, ctx.account_id, params["OpenIDConnectProviderArn"], params["ClientID"]
        )
        return {}

    def remove_client_id_from_open_id_connect_provider(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        identity_providers.remove_client_id(
            self.store, ctx.account_id, params["OpenIDConnectProviderArn"], params["ClientID"]
        )
        return {}

    def update_open_id_connect_provider_thumbprint(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        identity_providers.update_thumbprints(
            self.store, ctx.account_id, params["OpenIDConnectProviderArn"], params["ThumbprintList"]
        )
        return {}

    def tag_open_id_connect_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identity_providers.tag(
            self.store, ctx.account_id, "oidc", params["OpenIDConnectProviderArn"], params["Tags"]
        )
        return {}

    def untag_open_id_connect_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identity_providers.untag(
            self.store, ctx.account_id, "oidc", params["OpenIDConnectProviderArn"], params["TagKeys"]
        )
        return {}

    def list_open_id_connect_provider_tags(
        self, ctx: RequestContext, params: dict[str, Any]
    ) -> dict[str, Any]:
        return identity_providers.list_tags(
            self.store, ctx.account_id, "oidc", params["OpenIDConnectProviderArn"], params
        )

    def create_saml_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.create_saml(self.store, ctx.account_id, params)

    def get_saml_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.get_saml(self.store, ctx.account_id, params["SAMLProviderArn"])

    def list_saml_providers(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.list_saml(self.store, ctx.account_id)

    def update_saml_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.update_saml(self.store, ctx.account_id, params)

    def delete_saml_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identity_providers.delete_saml(self.store, ctx.account_id, params["SAMLProviderArn"])
        return {}

    def tag_saml_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identity_providers.tag(self.store, ctx.account_id, "saml", params["SAMLProviderArn"], params["Tags"])
        return {}

    def untag_saml_provider(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        identity_providers.untag(
            self.store, ctx.account_id, "saml", params["SAMLProviderArn"], params["TagKeys"]
        )
        return {}

    def list_saml_provider_tags(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return identity_providers.list_tags(
            self.store, ctx.account_id, "saml", params["SAMLProviderArn"], params
        )

    # ------------------------------------------------------------------ renames and login profiles

    def update_user(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        renames.update_user(self.store, ctx.account_id, params)
        self._keys_changed()
        self._changed()
        return {}

    def update_group(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        renames.update_group(self.store, ctx.account_id, params)
        self._changed()
        return {}

    def create_login_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"]) if params.get("UserName") else None
        if user is None:
            raise AwsError(
                "ValidationError", "Must specify userName when calling with root credentials", status=400
            )
        return login_profiles.create(self.store, ctx.account_id, user["name"], params)

    def get_login_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, self._login_user(ctx, params))
        return login_profiles.get(self.store, ctx.account_id, user["name"])

    def update_login_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, params["UserName"])
        login_profiles.update(self.store, ctx.account_id, user["name"], params)
        return {}

    def delete_login_profile(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        user = self.require_user(ctx, self._login_user(ctx, params))
        login_profiles.delete(self.store, ctx.account_id, user["name"])
        return {}

    def _login_user(self, ctx: RequestContext, params: dict[str, Any]) -> str:
        name = self._caller_user(ctx, params)
        if name is None:
            raise AwsError(
                "ValidationError", "Must specify userName when calling with root credentials", status=400
            )
        return name

    # ------------------------------------------------------------------ account settings (account_settings.py)

    def update_account_password_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        account_settings.update_password_policy(self.store, ctx.account_id, params)
        return {}

    def get_account_password_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return account_settings.get_password_policy(self.store, ctx.account_id)

    def delete_account_password_policy(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        account_settings.delete_password_policy(self.store, ctx.account_id)
        return {}

    def get_account_summary(self, ctx: RequestContext, params: dict[str, Any]) -> dict[str, Any]:
        return account_settings.account_summary(self.store, ctx.account_id)

    def absent_operation(self, operation: str) -> Callable[[RequestContext, dict[str, Any]], Any] | None:
        listing = account_settings.EMPTY_LISTINGS.get(operation)
        if listing is None:
            return None
        return lambda ctx, params: listing(self, ctx, params)


PROVIDER = IamProvider
