"""KMS's implementation of :class:`~labcloud.services.kms.interfaces.KeyRing`: each call is KMS's own
operation run through the pipeline as the caller (so IAM, key policies, grants and states apply)."""

from __future__ import annotations

from collections.abc import Mapping

from labcloud.context import Principal
from labcloud.services.kms.interfaces import DataKey, Decrypted, Encrypted
from labcloud.services.kms.state import KmsState

#: The condition key naming the service that called KMS for its caller (``s3.<region>.amazonaws.com``).
VIA_SERVICE = "kms:ViaService"


class PipelineKeyRing:
    def __init__(self, state: KmsState) -> None:
        self.state = state

    async def _call(
        self,
        operation: str,
        params: dict[str, object],
        principal: Principal,
        region: str,
        via_service: str | None = None,
    ) -> dict[str, object]:
        caller = self.state.caller
        if caller is None:
            raise RuntimeError("KMS runs without a pipeline to call through")
        extra = {VIA_SERVICE: f"{via_service}.{region}.amazonaws.com"} if via_service else None
        return await caller.call(
            "kms", operation, dict(params), principal=principal, region=region, extra=extra
        )

    async def encrypt_bytes(
        self,
        principal: Principal,
        region: str,
        key_id: str,
        plaintext: bytes,
        context: Mapping[str, str] | None = None,
    ) -> Encrypted:
        params: dict[str, object] = {"KeyId": key_id, "Plaintext": plaintext}
        if context:
            params["EncryptionContext"] = dict(context)
        out = await self._call("Encrypt", params, principal, region)
        blob, arn = out["CiphertextBlob"], out["KeyId"]
        assert isinstance(blob, bytes) and isinstance(arn, str)
        return Encrypted(blob, arn)

    async def decrypt_bytes(
        self,
        principal: Principal,
        region: str,
        ciphertext: bytes,
        context: Mapping[str, str] | None = None,
        key_id: str | None = None,
        via_service: str | None = None,
    ) -> Decrypted:
        params: dict[str, object] = {"CiphertextBlob": ciphertext}
        if context:
            params["EncryptionContext"] = dict(context)
        if key_id:
            params["KeyId"] = key_id
        out = await self._call("Decrypt", params, principal, region, via_service)
        plaintext, arn = out["Plaintext"], out["KeyId"]
        assert isinstance(plaintext, bytes) and isinstance(arn, str)
        return Decrypted(plaintext, arn)

    async def new_data_key(
        self,
        principal: Principal,
        region: str,
        key_id: str,
        context: Mapping[str, str] | None = None,
        via_service: str | None = None,
    ) -> DataKey:
        params: dict[str, object] = {"KeyId": key_id, "KeySpec": "AES_256"}
        if context:
            params["EncryptionContext"] = dict(context)
        out = await self._call("GenerateDataKey", params, principal, region, via_service)
        plaintext, blob, arn = out["Plaintext"], out["CiphertextBlob"], out["KeyId"]
        assert isinstance(plaintext, bytes) and isinstance(blob, bytes) and isinstance(arn, str)
        return DataKey(plaintext, blob, arn)

    async def key_arn(self, principal: Principal, region: str, key_id: str) -> str:
        out = await self._call("DescribeKey", {"KeyId": key_id}, principal, region)
        metadata = out["KeyMetadata"]
        assert isinstance(metadata, dict)
        return str(metadata["Arn"])
