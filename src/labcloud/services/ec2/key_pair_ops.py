"""Key pairs: CreateKeyPair (the private key answered once, never kept), ImportKeyPair, DescribeKeyPairs
(names or ids, filters, ``IncludePublicKey``) and DeleteKeyPair. A key pair is a record: no instance
runs, so nothing ever uses the key to log in (docs/ec2.md)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.services.ec2 import describe, filters, keys, lookup, tagging
from labcloud.services.ec2.errors import error, invalid_value
from labcloud.services.ec2.ids import new_id
from labcloud.services.ec2.repo.records import Record
from labcloud.services.ec2.state import Ec2State

if TYPE_CHECKING:
    from labcloud.services.ec2.api import (
        CreateKeyPairRequest,
        CreateKeyPairResponse,
        DeleteKeyPairRequest,
        DeleteKeyPairResponse,
        DescribeKeyPairsRequest,
        DescribeKeyPairsResponse,
        ImportKeyPairRequest,
        ImportKeyPairResponse,
    )

KIND = "key-pair"
_NAME = re.compile(r"^[\x20-\x7e]{1,255}$")

KEY_FILTERS: filters.FilterMap = {
    "key-pair-id": filters.field("KeyPairId"),
    "key-name": filters.field("KeyName"),
    "fingerprint": filters.field("KeyFingerprint"),
    "key-type": filters.field("KeyType"),
}


def named(state: Ec2State, ctx: RequestContext, name: str) -> Record | None:
    for record in state.records.of_kind(ctx.account_id, ctx.region, KIND):
        if record.body["KeyName"] == name:
            return record
    return None


def require_named(state: Ec2State, ctx: RequestContext, name: str) -> Record:
    found = named(state, ctx, name)
    if found is None:
        raise error("InvalidKeyPair.NotFound", f"The key pair '{name}' does not exist")
    return found


def _check_name(state: Ec2State, ctx: RequestContext, name: str) -> None:
    if not _NAME.match(name):
        raise invalid_value(f"Value ({name}) for parameter keyName is invalid.")
    if named(state, ctx, name) is not None:
        raise error("InvalidKeyPair.Duplicate", f"The keypair '{name}' already exists.")


def _record(
    ctx: RequestContext, name: str, key_type: str, fingerprint: str, public: str, tags: Any
) -> Record:
    key_id = new_id("key")
    body = {
        "KeyPairId": key_id,
        "KeyName": name,
        "KeyType": key_type,
        "KeyFingerprint": fingerprint,
        "CreateTime": clock.now(),
        "Tags": tags,
        "_public": f"{public} {name}",
    }
    return Record(key_id, KIND, None, body)


def create_key_pair(
    state: Ec2State, request: CreateKeyPairRequest, ctx: RequestContext
) -> CreateKeyPairResponse:
    lookup.begin(state, ctx, request)
    key_type = request.get("KeyType") or "rsa"
    key_format = request.get("KeyFormat") or "pem"
    if key_type not in ("rsa", "ed25519"):
        raise invalid_value(f"Value ({key_type}) for parameter keyType is invalid.")
    if key_format not in ("pem", "ppk"):
        raise invalid_value(f"Value ({key_format}) for parameter keyFormat is invalid.")
    tags = tagging.from_specifications(request.get("TagSpecifications"), KIND)
    name = request["KeyName"]
    with state.store.transaction():
        _check_name(state, ctx, name)
        made = keys.create(key_type, key_format, name)
        record = _record(ctx, name, key_type, made.fingerprint, made.public, tags)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answer: CreateKeyPairResponse = {
        "KeyPairId": record.id,
        "KeyName": name,
        "KeyFingerprint": made.fingerprint,
        "KeyMaterial": made.material,
    }
    if tags:
        answer["Tags"] = tags  # type: ignore[typeddict-item]
    return answer


def import_key_pair(
    state: Ec2State, request: ImportKeyPairRequest, ctx: RequestContext
) -> ImportKeyPairResponse:
    lookup.begin(state, ctx, request)
    tags = tagging.from_specifications(request.get("TagSpecifications"), KIND)
    material = request["PublicKeyMaterial"]
    read = keys.imported(material if isinstance(material, bytes) else str(material).encode())
    name = request["KeyName"]
    with state.store.transaction():
        _check_name(state, ctx, name)
        record = _record(ctx, name, read.key_type, read.fingerprint, read.public, tags)
        lookup.save(state, ctx, record)
        lookup.announce(state, ctx, record, "created")
    answer: ImportKeyPairResponse = {
        "KeyPairId": record.id,
        "KeyName": name,
        "KeyFingerprint": read.fingerprint,
    }
    if tags:
        answer["Tags"] = tags  # type: ignore[typeddict-item]
    return answer


def describe_key_pairs(
    state: Ec2State, request: DescribeKeyPairsRequest, ctx: RequestContext
) -> DescribeKeyPairsResponse:
    lookup.begin(state, ctx, request)
    wanted = request.get("Filters")
    filters.check(wanted, KEY_FILTERS)
    records = state.records.of_kind(ctx.account_id, ctx.region, KIND)
    names = list(dict.fromkeys(request.get("KeyNames") or []))
    if names:
        have = {r.body["KeyName"] for r in records}
        missing = [n for n in names if n not in have]
        if missing:
            raise error("InvalidKeyPair.NotFound", f"The key pair '{missing[0]}' does not exist")
        records = [r for r in records if r.body["KeyName"] in names]
    ids = list(dict.fromkeys(request.get("KeyPairIds") or []))
    if ids:
        describe.check_ids("key", ids)
        missing = [i for i in ids if i not in {r.id for r in records}]
        if missing:
            raise error("InvalidKeyPair.NotFound", f"The key pair '{missing[0]}' does not exist")
        records = [r for r in records if r.id in ids]
    out: list[Any] = []
    for record in records:
        if not filters.matches(record.body, wanted, KEY_FILTERS):
            continue
        body = describe.public(record.body)
        if request.get("IncludePublicKey"):
            body["PublicKey"] = record.body["_public"]
        body.setdefault("Tags", [])
        out.append(body)
    return {"KeyPairs": out}


def delete_key_pair(
    state: Ec2State, request: DeleteKeyPairRequest, ctx: RequestContext
) -> DeleteKeyPairResponse:
    """By name, a key pair that does not exist is deleted already (AWS answers success); by id, it is
    ``InvalidKeyPair.NotFound``."""
    lookup.begin(state, ctx, request)
    name, key_id = request.get("KeyName"), request.get("KeyPairId")
    if not name and not key_id:
        raise error("MissingParameter", "The request must contain the parameter KeyName or KeyPairId")
    with state.store.transaction():
        if key_id:
            describe.check_ids("key", [key_id])
            found = state.records.get(ctx.account_id, ctx.region, key_id)
            if found is None or found.kind != KIND:
                raise error("InvalidKeyPair.NotFound", f"The key pair '{key_id}' does not exist")
        else:
            found = named(state, ctx, str(name))
        if found is None:
            return {"Return": True}
        state.records.delete(ctx.account_id, ctx.region, found.id)
        lookup.announce(state, ctx, found, "deleted")
    return {"Return": True, "KeyPairId": found.id}
