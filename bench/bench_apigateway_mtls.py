"""Mutual TLS on custom domain names: what the truststore read and the client-certificate handshake cost.

Run: python bench/bench_apigateway_mtls.py   (starts its own labcloud; prints numbers, asserts nothing)

Printed, p50/p90/p99 over the rounds after a warm-up: a new TLS connection and one GET to a MOCK method
through a custom domain name with mutual TLS (Python's ssl presenting a client certificate), the same
through a name without mutual TLS, and kept-alive GETs over one mutual TLS connection; CreateDomainName
with a truststore of 1 and of 100 CA certificates (read from S3 and parsed) and without one, and
UpdateDomainName moving to another truststore version.
"""

from __future__ import annotations

import datetime
import http.client
import socket
import ssl
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess

ROUNDS = 60
WARMUP = 5
CERT = "arn:aws:acm:us-east-1:000000000000:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def timed(call: Callable[[int], Any], rounds: int = ROUNDS) -> list[float]:
    out: list[float] = []
    for index in range(rounds + WARMUP):
        started = time.perf_counter()
        call(index)
        if index >= WARMUP:
            out.append((time.perf_counter() - started) * 1000)
    return out


def show(name: str, values: list[float]) -> None:
    print(
        f"{name:46s} p50 {pct(values, 0.5):7.2f} ms  p90 {pct(values, 0.9):7.2f} ms  p99 {pct(values, 0.99):7.2f} ms"
    )


def issue(common: str, signer: tuple[Any, x509.Certificate] | None = None) -> tuple[Any, x509.Certificate]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, common)])
    now = datetime.datetime.now(datetime.timezone.utc)
    builder = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(signer[1].subject if signer else name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=1))
        .not_valid_after(now + datetime.timedelta(days=30))
        .add_extension(x509.BasicConstraints(ca=signer is None, path_length=None), critical=True)
    )
    return key, builder.sign(signer[0] if signer else key, hashes.SHA256())


def pem(cert: x509.Certificate) -> bytes:
    return cert.public_bytes(serialization.Encoding.PEM)


def mock_api(apigw: Any) -> str:
    api = apigw.create_rest_api(name="bench-mtls")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_integration_response(
        restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200",
        responseTemplates={"application/json": '{"subject": "$context.identity.clientCert.subjectDN"}'},
    )  # fmt: skip
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def main() -> None:
    folder = Path(tempfile.mkdtemp(prefix="bench-mtls-"))
    server = LabcloudProcess(data_dir=folder / "data").start()
    try:
        ca = issue("Bench CA")
        client_key, client_cert = issue("bench client", ca)
        (folder / "client.pem").write_bytes(pem(client_cert))
        (folder / "client.key").write_bytes(
            client_key.private_bytes(
                serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
            )
        )
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="bench-trust")
        s3.put_bucket_versioning(Bucket="bench-trust", VersioningConfiguration={"Status": "Enabled"})
        first = s3.put_object(Bucket="bench-trust", Key="ca.pem", Body=pem(ca[1]))["VersionId"]
        second = s3.put_object(Bucket="bench-trust", Key="ca.pem", Body=pem(ca[1]))["VersionId"]
        big = b"".join(pem(issue(f"CA {n}")[1]) for n in range(99)) + pem(ca[1])
        s3.put_object(Bucket="bench-trust", Key="big.pem", Body=big)
        apigw = server.boto3_client("apigateway")
        api_id = mock_api(apigw)
        regional = {"regionalCertificateArn": CERT, "endpointConfiguration": {"types": ["REGIONAL"]}}
        for name, tls in (
            ("mtls.bench.test", {"truststoreUri": "s3://bench-trust/ca.pem"}),
            ("tls.bench.test", None),
        ):
            apigw.create_domain_name(
                domainName=name, **regional, **({"mutualTlsAuthentication": tls} if tls else {})
            )
            apigw.create_base_path_mapping(domainName=name, restApiId=api_id, stage="prod")

        def context(with_cert: bool) -> ssl.SSLContext:
            made = ssl.create_default_context(cafile=str(server.data_dir / "tls" / "ca.pem"))
            if with_cert:
                made.load_cert_chain(str(folder / "client.pem"), str(folder / "client.key"))
            return made

        def one_get(host: str, made: ssl.SSLContext) -> None:
            raw = socket.create_connection(("127.0.0.1", server.port))
            with made.wrap_socket(raw, server_hostname=host) as sock:
                sock.sendall(f"GET / HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
                response = http.client.HTTPResponse(sock)
                response.begin()
                response.read()
                assert response.status == 200, response.status

        mtls_context, tls_context = context(True), context(False)
        show("new mTLS connection + GET", timed(lambda _: one_get("mtls.bench.test", mtls_context)))
        show("new TLS connection + GET (no mTLS)", timed(lambda _: one_get("tls.bench.test", tls_context)))
        raw = socket.create_connection(("127.0.0.1", server.port))
        kept = mtls_context.wrap_socket(raw, server_hostname="mtls.bench.test")

        def kept_get(_: int) -> None:
            kept.sendall(b"GET / HTTP/1.1\r\nHost: mtls.bench.test\r\n\r\n")
            response = http.client.HTTPResponse(kept)
            response.begin()
            response.read()

        show("GET on a kept-alive mTLS connection", timed(kept_get))
        kept.close()

        def create(truststore: str | None) -> Callable[[int], Any]:
            def call(index: int) -> None:
                name = f"c{index}-{truststore or 'none'}".replace(".", "-") + ".bench.test"
                extra = (
                    {"mutualTlsAuthentication": {"truststoreUri": f"s3://bench-trust/{truststore}"}}
                    if truststore
                    else {}
                )
                apigw.create_domain_name(domainName=name, **regional, **extra)
                apigw.delete_domain_name(domainName=name)

            return call

        show("Create+DeleteDomainName, no truststore", timed(create(None), 30))
        show("Create+DeleteDomainName, 1 CA", timed(create("ca.pem"), 30))
        show("Create+DeleteDomainName, 100 CAs", timed(create("big.pem"), 30))
        versions = (first, second)
        show(
            "UpdateDomainName truststoreVersion",
            timed(
                lambda i: apigw.update_domain_name(
                    domainName="mtls.bench.test",
                    patchOperations=[
                        {
                            "op": "replace",
                            "path": "/mutualTlsAuthentication/truststoreVersion",
                            "value": versions[i % 2],
                        }
                    ],
                ),
                30,
            ),
        )
    finally:
        server.stop()


if __name__ == "__main__":
    sys.exit(main())
