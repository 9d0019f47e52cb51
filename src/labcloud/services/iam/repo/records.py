"""IAM's stored rows as typed records: what the repo modules read back from the store.

Tags stay in their stored form (a JSON list of ``{"Key", "Value"}``), decoded where they are answered.
"""

from __future__ import annotations

import sqlite3
from dataclasses import dataclass

from labcloud.store.records import FrozenRecord


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class RoleRecord(FrozenRecord):
    """A role: its identity, trust policy and settings."""

    account_id: str
    name: str
    path: str
    role_id: str
    arn: str
    trust_policy: str
    description: str | None
    max_session: int
    created: float
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> RoleRecord:
        return RoleRecord(
            row["account_id"],
            row["name"],
            row["path"],
            row["role_id"],
            row["arn"],
            row["trust_policy"],
            row["description"],
            int(row["max_session"]),
            float(row["created"]),
            row["tags"],
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class UserRecord(FrozenRecord):
    """A user: its identity and settings."""

    account_id: str
    name: str
    path: str
    user_id: str
    arn: str
    created: float
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> UserRecord:
        return UserRecord(
            row["account_id"],
            row["name"],
            row["path"],
            row["user_id"],
            row["arn"],
            float(row["created"]),
            row["tags"],
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class GroupRecord(FrozenRecord):
    """A group: its identity."""

    account_id: str
    name: str
    path: str
    group_id: str
    arn: str
    created: float

    @staticmethod
    def of(row: sqlite3.Row) -> GroupRecord:
        return GroupRecord(
            row["account_id"], row["name"], row["path"], row["group_id"], row["arn"], float(row["created"])
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class AccessKeyRecord(FrozenRecord):
    """A long-term access key: who it belongs to and its secret (for signature checks)."""

    access_key: str
    secret: str
    account_id: str
    user_name: str  # '' for the account root's own key
    status: str
    created: float

    @staticmethod
    def of(row: sqlite3.Row) -> AccessKeyRecord:
        return AccessKeyRecord(
            row["access_key"],
            row["secret"],
            row["account_id"],
            row["user_name"],
            row["status"],
            float(row["created"]),
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class InlinePolicyRecord(FrozenRecord):
    """An inline policy of a user, role or group: its name and document."""

    name: str
    document: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class PolicyRecord(FrozenRecord):
    """A customer managed policy."""

    arn: str
    account_id: str
    name: str
    path: str
    policy_id: str
    description: str | None
    default_version: str
    next_version: int
    created: float
    updated: float
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> PolicyRecord:
        return PolicyRecord(
            row["arn"],
            row["account_id"],
            row["name"],
            row["path"],
            row["policy_id"],
            row["description"],
            row["default_version"],
            int(row["next_version"]),
            float(row["created"]),
            float(row["updated"]),
            row["tags"],
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class PolicyVersionRecord(FrozenRecord):
    """One version of a managed policy: its id and document."""

    arn: str
    version_id: str
    document: str
    created: float

    @staticmethod
    def of(row: sqlite3.Row) -> PolicyVersionRecord:
        return PolicyVersionRecord(row["arn"], row["version_id"], row["document"], float(row["created"]))


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class AttachmentRecord(FrozenRecord):
    """A managed policy attached to a user, role or group."""

    kind: str
    owner: str
    policy_arn: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class EntityRecord(FrozenRecord):
    """A user, role or group as ListEntitiesForPolicy names it."""

    name: str
    path: str
    id: str


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class InstanceProfileRecord(FrozenRecord):
    """An instance profile and the role it holds."""

    account_id: str
    name: str
    path: str
    profile_id: str
    arn: str
    created: float
    role_name: str | None
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> InstanceProfileRecord:
        return InstanceProfileRecord(
            row["account_id"],
            row["name"],
            row["path"],
            row["profile_id"],
            row["arn"],
            float(row["created"]),
            row["role_name"],
            row["tags"],
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class OidcProviderRecord(FrozenRecord):
    """An OpenID Connect identity provider."""

    account_id: str
    arn: str
    url: str
    client_ids: str
    thumbprints: str
    created: float
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> OidcProviderRecord:
        return OidcProviderRecord(
            row["account_id"],
            row["arn"],
            row["url"],
            row["client_ids"],
            row["thumbprints"],
            float(row["created"]),
            row["tags"],
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class SamlProviderRecord(FrozenRecord):
    """A SAML identity provider."""

    account_id: str
    arn: str
    name: str
    provider_uuid: str
    metadata: str
    valid_until: float | None
    created: float
    tags: str

    @staticmethod
    def of(row: sqlite3.Row) -> SamlProviderRecord:
        return SamlProviderRecord(
            row["account_id"],
            row["arn"],
            row["name"],
            row["provider_uuid"],
            row["metadata"],
            row["valid_until"],
            float(row["created"]),
            row["tags"],
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class ServiceCredentialRecord(FrozenRecord):
    """A service-specific credential of a user."""

    credential_id: str
    account_id: str
    user_name: str
    service: str
    password: str
    status: str
    created: float

    @staticmethod
    def of(row: sqlite3.Row) -> ServiceCredentialRecord:
        return ServiceCredentialRecord(
            row["credential_id"],
            row["account_id"],
            row["user_name"],
            row["service"],
            row["password"],
            row["status"],
            float(row["created"]),
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class LoginProfileRecord(FrozenRecord):
    """A user's console password (its hash) and whether it must be reset."""

    account_id: str
    user_name: str
    password_hash: str
    reset_required: bool
    created: float

    @staticmethod
    def of(row: sqlite3.Row) -> LoginProfileRecord:
        return LoginProfileRecord(
            row["account_id"],
            row["user_name"],
            row["password_hash"],
            bool(row["reset_required"]),
            float(row["created"]),
        )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class LastUseRecord(FrozenRecord):
    """When and in which Region a role was last used."""

    used: float
    region: str
