"""Keys with imported material (Origin EXTERNAL): GetParametersForImport, ImportKeyMaterial,
DeleteImportedKeyMaterial, and the expiry of material on the server clock.

An EXTERNAL key starts PendingImport with no material. GetParametersForImport hands out a wrapping
public key of the requested spec and an import token, both valid 24 hours; ImportKeyMaterial unwraps
the material with that key's private half, checks the token and the material (256 bits; the same
material every time once one was imported) and enables the key; the material may expire (ValidTo),
and then, or on DeleteImportedKeyMaterial, the key goes back to PendingImport.
"""

from __future__ import annotations

import asyncio
import os
from typing import TYPE_CHECKING

from labcloud import clock
from labcloud.context import RequestContext
from labcloud.errors import AwsError
from labcloud.services.kms import crypto, views, wrapping
from labcloud.services.kms.access import check
from labcloud.services.kms.errors import invalid_ciphertext, pending_deletion, unsupported, validation
from labcloud.services.kms.lookup import find_key
from labcloud.services.kms.repo.keys import Import, Key
from labcloud.services.kms.state import KmsState

if TYPE_CHECKING:
    from labcloud.services.kms.api import (
        DeleteImportedKeyMaterialRequest,
        DeleteImportedKeyMaterialResponse,
        GetParametersForImportRequest,
        GetParametersForImportResponse,
        ImportKeyMaterialRequest,
        ImportKeyMaterialResponse,
    )

DAY = 86400.0
#: How long a wrapping key and its token are valid.
PARAMETERS_SECONDS = DAY
#: AWS: ValidTo at most 365 days ahead.
MAX_VALID_DAYS = 365
#: The token's magic and length (random: it names nothing by itself).
TOKEN_BYTES = 64
_TOKEN_MAGIC = b"LCIT"


def _external(key: Key, operation: str) -> None:
    if key.origin != "EXTERNAL":
        raise unsupported(f"{key.arn} origin is {key.origin} which is not valid for this operation.")
    if key.state == "PendingDeletion":
        raise pending_deletion(key.arn)


def _publish(state: KmsState, kind: str, key: Key, **data: object) -> None:
    state.bus.publish(
        kind,
        service="kms",
        account_id=key.account_id,
        region=key.region,
        resource=key.arn,
        data={"key_id": key.key_id, **data},
    )


async def get_parameters_for_import(
    state: KmsState, request: GetParametersForImportRequest, ctx: RequestContext
) -> GetParametersForImportResponse:
    algorithm, spec = request["WrappingAlgorithm"], request["WrappingKeySpec"]
    key = find_key(state, ctx, request["KeyId"])
    check(state, ctx, key, "GetParametersForImport")
    _external(key, "GetParametersForImport")
    if algorithm not in wrapping.ALGORITHMS:
        raise validation(
            f"WrappingAlgorithm {algorithm} is not supported by labcloud: " + ", ".join(wrapping.ALGORITHMS)
        )
    if spec not in wrapping.SPECS:
        raise validation(f"WrappingKeySpec {spec} is not supported for a key of spec {key.spec}.")
    # an RSA key pair takes from tens of milliseconds (2048) to seconds (4096): off the loop
    private, public = await asyncio.to_thread(wrapping.new_wrapping_key, spec)
    token = _TOKEN_MAGIC + os.urandom(TOKEN_BYTES)
    valid_to = clock.now() + PARAMETERS_SECONDS
    with state.store.transaction():
        previous = state.keys.import_of(key.key_id)
        state.keys.put_import(
            Import(
                key.key_id,
                state.master.wrap(private),
                algorithm,
                token,
                valid_to,
                previous.first_material if previous else None,
            )
        )
    return {
        "KeyId": key.arn,
        "ImportToken": token,
        "PublicKey": public,
        "ParametersValidTo": views.when(valid_to),
    }


def _expiry(request: ImportKeyMaterialRequest) -> tuple[str, float | None]:
    model = request.get("ExpirationModel", "KEY_MATERIAL_EXPIRES")
    given = request.get("ValidTo")
    if model == "KEY_MATERIAL_DOES_NOT_EXPIRE":
        if given is not None:
            raise validation("ValidTo must not be set when ExpirationModel is KEY_MATERIAL_DOES_NOT_EXPIRE.")
        return model, None
    if given is None:
        raise validation("ValidTo is required when ExpirationModel is KEY_MATERIAL_EXPIRES.")
    valid_to = given.timestamp()
    now = clock.now()
    if valid_to <= now:
        raise validation("ValidTo must be in the future.")
    if valid_to > now + MAX_VALID_DAYS * DAY:
        raise validation(f"ValidTo must be at most {MAX_VALID_DAYS} days in the future.")
    return model, valid_to


def import_key_material(
    state: KmsState, request: ImportKeyMaterialRequest, ctx: RequestContext
) -> ImportKeyMaterialResponse:
    for unsupported_field in ("ImportType", "KeyMaterialDescription", "KeyMaterialId"):
        if request.get(unsupported_field) is not None:
            raise unsupported(
                f"{unsupported_field} (several key materials per key) is not supported by labcloud."
            )
    model, valid_to = _expiry(request)
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "ImportKeyMaterial")
        _external(key, "ImportKeyMaterial")
        found = state.keys.import_of(key.key_id)
        token = request["ImportToken"]
        if found is None or found.token is None or found.wrapping_key is None or token != found.token:
            raise AwsError("InvalidImportTokenException", "The import token is not valid for this key.")
        if found.parameters_valid_to is not None and clock.now() > found.parameters_valid_to:
            raise AwsError("ExpiredImportTokenException", "The import token has expired.")
        try:
            material = wrapping.unwrap(
                state.master.unwrap(found.wrapping_key),
                found.wrapping_algorithm or "",
                request["EncryptedKeyMaterial"],
            )
        except wrapping.UnwrapFailure:
            raise invalid_ciphertext() from None
        if key.spec != crypto.SYMMETRIC or len(material) != 32:
            raise AwsError(
                "IncorrectKeyMaterialException",
                "The key material must be 256 bits for a SYMMETRIC_DEFAULT key.",
            )
        if found.first_material is not None and state.master.unwrap(found.first_material) != material:
            raise AwsError(
                "IncorrectKeyMaterialException",
                "The key material is not the material previously imported into this key.",
            )
        wrapped = state.master.wrap(material)
        state.keys.put_import(
            Import(
                key.key_id,
                found.wrapping_key,
                found.wrapping_algorithm,
                found.token,
                found.parameters_valid_to,
                found.first_material or wrapped,
            )
        )
        enabled = "Enabled" if key.state == "PendingImport" else key.state
        state.keys.update(key, material=wrapped, state=enabled, expiration_model=model, valid_to=valid_to)
        _publish(state, "kms.key.material_imported", key, expiration_model=model)
    state.material.pop(key.key_id, None)
    return {"KeyId": key.arn}


def _drop_material(state: KmsState, key: Key) -> None:
    state.keys.update(key, material=b"", state="PendingImport", expiration_model=None, valid_to=None)
    state.material.pop(key.key_id, None)


def delete_imported_key_material(
    state: KmsState, request: DeleteImportedKeyMaterialRequest, ctx: RequestContext
) -> DeleteImportedKeyMaterialResponse:
    if request.get("KeyMaterialId") is not None:
        raise unsupported("KeyMaterialId (several key materials per key) is not supported by labcloud.")
    with state.store.transaction():
        key = find_key(state, ctx, request["KeyId"])
        check(state, ctx, key, "DeleteImportedKeyMaterial")
        _external(key, "DeleteImportedKeyMaterial")
        if key.state != "PendingImport":
            _drop_material(state, key)
            _publish(state, "kms.key.material_deleted", key)
    return {"KeyId": key.arn}
