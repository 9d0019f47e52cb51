"""KMS keys with imported material: the time of GetParametersForImport for each wrapping key spec (an RSA
key pair made per call, off the server's loop), of ImportKeyMaterial, and Encrypt/Decrypt calls/s with an
imported key beside a key KMS made (the same AES-256-GCM once imported), one boto3 client, a data dir.

Run: ``python bench/bench_kms_import.py`` (``--quick`` for a short pass). No target is set: the figures
are reported.
"""

from __future__ import annotations

import argparse
import os
import statistics
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from botocore.config import Config
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa

from labcloud.testing.server_process import LabcloudProcess


def timed(name: str, count: int, call: Callable[[int], Any]) -> None:
    latencies: list[float] = []
    for i in range(count):
        began = time.perf_counter()
        call(i)
        latencies.append(time.perf_counter() - began)
    latencies.sort()
    total = sum(latencies)
    print(
        f"{name:<44} {count / total:8.1f} calls/s   p50 {statistics.median(latencies) * 1000:8.2f} ms"
        f"   max {latencies[-1] * 1000:8.2f} ms"
    )


def wrap(public_der: bytes, material: bytes) -> bytes:
    public = serialization.load_der_public_key(public_der)
    assert isinstance(public, rsa.RSAPublicKey)
    return public.encrypt(
        material, padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
    )


def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("--quick", action="store_true")
    args = parser.parse_args()
    few, many = (3, 300) if args.quick else (10, 3000)
    with tempfile.TemporaryDirectory() as tmp:
        server = LabcloudProcess(data_dir=Path(tmp) / "data").start()
        try:
            kms = server.boto3_client("kms", config=Config(retries={"max_attempts": 1}))
            key_id = kms.create_key(Origin="EXTERNAL")["KeyMetadata"]["KeyId"]
            for spec in ("RSA_2048", "RSA_3072", "RSA_4096"):
                timed(
                    f"GetParametersForImport {spec}",
                    few,
                    lambda i, s=spec: kms.get_parameters_for_import(
                        KeyId=key_id, WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec=s
                    ),
                )
            material = os.urandom(32)

            def load(i: int) -> None:
                params = kms.get_parameters_for_import(
                    KeyId=key_id, WrappingAlgorithm="RSAES_OAEP_SHA_256", WrappingKeySpec="RSA_2048"
                )
                kms.import_key_material(
                    KeyId=key_id,
                    ImportToken=params["ImportToken"],
                    EncryptedKeyMaterial=wrap(params["PublicKey"], material),
                    ExpirationModel="KEY_MATERIAL_DOES_NOT_EXPIRE",
                )

            timed("GetParametersForImport + ImportKeyMaterial", few, load)
            native = kms.create_key()["KeyMetadata"]["KeyId"]
            for label, key in (("imported", key_id), ("KMS-made", native)):
                blob = kms.encrypt(KeyId=key, Plaintext=b"x" * 64)["CiphertextBlob"]
                timed(
                    f"Encrypt 64 B ({label} key)",
                    many,
                    lambda i, k=key: kms.encrypt(KeyId=k, Plaintext=b"x" * 64),
                )
                timed(f"Decrypt 64 B ({label} key)", many, lambda i, b=blob: kms.decrypt(CiphertextBlob=b))
        finally:
            server.stop()


if __name__ == "__main__":
    main()
