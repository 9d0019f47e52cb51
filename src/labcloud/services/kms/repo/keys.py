"""Rows of ``kms_keys``, ``kms_aliases`` and ``kms_grants`` as typed records."""

from __future__ import annotations

import json
import sqlite3
from dataclasses import dataclass, field, fields, replace

from labcloud.store.db import Store
from labcloud.store.records import FrozenRecord as _Record


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Key(_Record):
    """One row of ``kms_keys``: a key in one Region (a multi-Region key has one per Region)."""

    key_id: str
    account_id: str
    region: str
    arn: str
    spec: str
    usage: str
    description: str
    state: str
    manager: str
    created: float
    deletion_date: float | None
    pending_days: int | None
    rotation: bool
    rotation_days: int | None
    multi_region: bool
    policy: str
    #: Must enforcement read the policy even for the account's own administrators (a customer key whose
    #: policy says more than "the account's IAM decides": denies, other accounts)? An AWS managed key's
    #: extra statement only admits the account's principals, so it does not count: a key policy read for
    #: every administrator's call of every service would cost them all.
    policy_extra: bool
    tags: dict[str, str] = field(default_factory=dict)
    #: The key material, wrapped under the data dir's master key (empty: an EXTERNAL key pending import).
    material: bytes = b""
    #: AWS_KMS, or EXTERNAL for imported material (``import_ops.py``).
    origin: str = "AWS_KMS"
    #: Imported material: KEY_MATERIAL_EXPIRES (then ``valid_to``) or KEY_MATERIAL_DOES_NOT_EXPIRE.
    expiration_model: str | None = None
    valid_to: float | None = None
    #: A multi-Region key's primary Region (its own Region on the primary; None: not multi-Region).
    primary_region: str | None = None

    @property
    def is_replica(self) -> bool:
        return self.primary_region is not None and self.primary_region != self.region


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Import(_Record):
    """An EXTERNAL key's import parameters: the wrapping private key and the token (the last
    GetParametersForImport's), and the first material imported, all wrapped under the master key."""

    key_id: str
    wrapping_key: bytes | None
    wrapping_algorithm: str | None
    token: bytes | None
    parameters_valid_to: float | None
    first_material: bytes | None


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Alias(_Record):
    """One row of ``kms_aliases``: an alias name and the key it names."""

    account_id: str
    region: str
    name: str
    key_id: str
    created: float
    updated: float


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Grant(_Record):
    """One row of ``kms_grants``: who may use a key for which operations."""

    grant_id: str
    key_id: str
    token: str
    name: str | None
    grantee: str
    retiree: str | None
    operations: tuple[str, ...]
    issuer: str
    created: float


_KEY_COLUMNS = tuple(f.name for f in fields(Key))


def _key(row: sqlite3.Row) -> Key:
    return Key(
        row["key_id"],
        row["account_id"],
        row["region"],
        row["arn"],
        row["spec"],
        row["usage"],
        row["description"],
        row["state"],
        row["manager"],
        row["created"],
        row["deletion_date"],
        row["pending_days"],
        bool(row["rotation"]),
        row["rotation_days"],
        bool(row["multi_region"]),
        row["policy"],
        bool(row["policy_extra"]),
        json.loads(row["tags"]),
        bytes(row["material"]),
        row["origin"],
        row["expiration_model"],
        row["valid_to"],
        row["primary_region"],
    )


def _grant(row: sqlite3.Row) -> Grant:
    return Grant(
        row["grant_id"],
        row["key_id"],
        row["token"],
        row["name"],
        row["grantee"],
        row["retiree"],
        tuple(json.loads(row["operations"])),
        row["issuer"],
        row["created"],
    )


@dataclass(frozen=True, slots=True, eq=False, repr=False)
class Rotation(_Record):
    """One rotation of a key: the material it replaced (wrapped), when, and how (``ON_DEMAND``)."""

    version: int
    material: bytes
    rotated: float
    kind: str


class Keys:
    """Reads and writes of KMS's tables."""

    def __init__(self, store: Store) -> None:
        self.store = store
        #: How many keys have a policy or grants enforcement must read (None: not counted yet).
        self._extra: int | None = None

    # ------------------------------------------------------------------ rotations

    def rotate(self, key: Key, material: bytes, now: float, kind: str) -> Key:
        """Keep the key's current (wrapped) material as its newest earlier version; ``material`` is current."""
        version = int(
            self.store.scalar("SELECT COUNT(*) FROM kms_rotations WHERE key_id=?", (key.key_id,)) or 0
        )
        self.store.execute(
            "INSERT INTO kms_rotations (key_id, version, material, rotated, kind) VALUES (?,?,?,?,?)",
            (key.key_id, version + 1, key.material, now, kind),
        )
        updated = self.update(key, material=material)
        if key.primary_region is not None:
            self.share(key.key_id, material=material)
        return updated

    def rotations(self, key_id: str) -> list[Rotation]:
        """A key's rotations, oldest first."""
        rows = self.store.all(
            "SELECT version, material, rotated, kind FROM kms_rotations WHERE key_id=? ORDER BY version",
            (key_id,),
        )
        return [Rotation(r["version"], bytes(r["material"]), r["rotated"], r["kind"]) for r in rows]

    # ------------------------------------------------------------------ keys

    def insert(self, key: Key) -> None:
        values = [getattr(key, c) for c in _KEY_COLUMNS]
        values[_KEY_COLUMNS.index("tags")] = json.dumps(key.tags)
        self.store.execute(
            f"INSERT INTO kms_keys ({', '.join(_KEY_COLUMNS)}) VALUES ({', '.join('?' * len(values))})",
            values,
        )
        self.changed()

    def update(self, key: Key, **changes: object) -> Key:
        updated = replace(key, **changes)  # type: ignore[arg-type]
        columns = list(changes)
        values = [json.dumps(v) if c == "tags" else v for c, v in changes.items()]
        self.store.execute(
            f"UPDATE kms_keys SET {', '.join(c + '=?' for c in columns)} WHERE arn=?",
            [*values, key.arn],
        )
        if "policy_extra" in changes:
            self.changed()
        return updated

    def delete(self, key: Key) -> None:
        """One key (one Region's of a multi-Region key); what its key id shares goes with the last of them."""
        self.store.execute("DELETE FROM kms_keys WHERE arn=?", (key.arn,))
        self.store.execute(
            "DELETE FROM kms_aliases WHERE key_id=? AND account_id=? AND region=?",
            (key.key_id, key.account_id, key.region),
        )
        if not self.related(key.key_id):
            self.store.execute("DELETE FROM kms_rotations WHERE key_id=?", (key.key_id,))
            self.store.execute("DELETE FROM kms_imports WHERE key_id=?", (key.key_id,))
            self.store.execute("DELETE FROM kms_grants WHERE key_id=?", (key.key_id,))
        self.changed()

    def by_id(self, key_id: str, region: str) -> Key | None:
        row = self.store.one("SELECT * FROM kms_keys WHERE key_id=? AND region=?", (key_id, region))
        return None if row is None else _key(row)

    def related(self, key_id: str) -> list[Key]:
        """Every Region's key with this key id (a multi-Region key's primary and replicas), by creation."""
        rows = self.store.all("SELECT * FROM kms_keys WHERE key_id=? ORDER BY created, region", (key_id,))
        return [_key(r) for r in rows]

    def share(self, key_id: str, **changes: object) -> None:
        """Shared properties of a multi-Region key (material, rotation) set on every Region's key."""
        columns = list(changes)
        self.store.execute(
            f"UPDATE kms_keys SET {', '.join(c + '=?' for c in columns)} WHERE key_id=?",
            [*changes.values(), key_id],
        )

    def by_arn(self, arn: str) -> Key | None:
        row = self.store.one("SELECT * FROM kms_keys WHERE arn=?", (arn,))
        return None if row is None else _key(row)

    def page(self, account_id: str, region: str, after: float, limit: int) -> list[Key]:
        rows = self.store.all(
            "SELECT * FROM kms_keys WHERE account_id=? AND region=? AND created>? ORDER BY created LIMIT ?",
            (account_id, region, after, limit),
        )
        return [_key(r) for r in rows]

    def due_for_deletion(self, now: float) -> list[Key]:
        rows = self.store.all(
            "SELECT * FROM kms_keys WHERE state='PendingDeletion' AND deletion_date<=?", (now,)
        )
        return [_key(r) for r in rows]

    def expiring(self, now: float) -> list[Key]:
        """Keys whose imported material expired by ``now`` (still holding it)."""
        rows = self.store.all(
            "SELECT * FROM kms_keys WHERE valid_to IS NOT NULL AND valid_to<=? AND state IN ('Enabled','Disabled')",
            (now,),
        )
        return [_key(r) for r in rows]

    # ------------------------------------------------------------------ imports

    def import_of(self, key_id: str) -> Import | None:
        row = self.store.one("SELECT * FROM kms_imports WHERE key_id=?", (key_id,))
        if row is None:
            return None
        return Import(
            row["key_id"],
            None if row["wrapping_key"] is None else bytes(row["wrapping_key"]),
            row["wrapping_algorithm"],
            None if row["token"] is None else bytes(row["token"]),
            row["parameters_valid_to"],
            None if row["first_material"] is None else bytes(row["first_material"]),
        )

    def put_import(self, found: Import) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO kms_imports (key_id, wrapping_key, wrapping_algorithm, token,"
            " parameters_valid_to, first_material) VALUES (?,?,?,?,?,?)",
            (
                found.key_id,
                found.wrapping_key,
                found.wrapping_algorithm,
                found.token,
                found.parameters_valid_to,
                found.first_material,
            ),
        )

    # ------------------------------------------------------------------ "is any policy to read"

    def changed(self) -> None:
        self._extra = None

    def policies_active(self) -> bool:
        if self._extra is None:
            self._extra = int(
                self.store.scalar(
                    "SELECT (SELECT COUNT(*) FROM kms_keys WHERE policy_extra=1)"
                    " + (SELECT COUNT(*) FROM kms_grants)"
                )
            )
        return self._extra > 0

    # ------------------------------------------------------------------ aliases

    def alias(self, account_id: str, region: str, name: str) -> Alias | None:
        row = self.store.one(
            "SELECT * FROM kms_aliases WHERE account_id=? AND region=? AND name=?", (account_id, region, name)
        )
        return None if row is None else Alias(**dict(row))

    def put_alias(self, alias: Alias) -> None:
        self.store.execute(
            "INSERT OR REPLACE INTO kms_aliases (account_id, region, name, key_id, created, updated)"
            " VALUES (?, ?, ?, ?, ?, ?)",
            (alias.account_id, alias.region, alias.name, alias.key_id, alias.created, alias.updated),
        )

    def remove_alias(self, alias: Alias) -> None:
        self.store.execute(
            "DELETE FROM kms_aliases WHERE account_id=? AND region=? AND name=?",
            (alias.account_id, alias.region, alias.name),
        )

    def aliases(self, account_id: str, region: str, key_id: str | None = None) -> list[Alias]:
        if key_id is None:
            rows = self.store.all(
                "SELECT * FROM kms_aliases WHERE account_id=? AND region=? ORDER BY name",
                (account_id, region),
            )
        else:
            rows = self.store.all(
                "SELECT * FROM kms_aliases WHERE account_id=? AND region=? AND key_id=? ORDER BY name",
                (account_id, region, key_id),
            )
        return [Alias(**dict(r)) for r in rows]

    # ------------------------------------------------------------------ grants

    def insert_grant(self, grant: Grant) -> None:
        self.store.execute(
            "INSERT INTO kms_grants (grant_id, key_id, token, name, grantee, retiree, operations, issuer, created)"
            " VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)",
            (
                grant.grant_id,
                grant.key_id,
                grant.token,
                grant.name,
                grant.grantee,
                grant.retiree,
                json.dumps(list(grant.operations)),
                grant.issuer,
                grant.created,
            ),
        )
        self.changed()

    def grants(self, key_id: str) -> list[Grant]:
        rows = self.store.all("SELECT * FROM kms_grants WHERE key_id=? ORDER BY created", (key_id,))
        return [_grant(r) for r in rows]

    def grant_by_token(self, token: str) -> Grant | None:
        row = self.store.one("SELECT * FROM kms_grants WHERE token=?", (token,))
        return None if row is None else _grant(row)

    def delete_grant(self, grant_id: str) -> None:
        self.store.execute("DELETE FROM kms_grants WHERE grant_id=?", (grant_id,))
        self.changed()
