"""Mutual TLS on custom domain names (REST APIs and HTTP APIs): the truststore read from S3 and checked
at CreateDomainName/UpdateDomainName (exact refusals, warnings), the TLS listener asking for a client
certificate for the name (SNI) and refusing the handshake without a trusted one, the verified
certificate reaching Lambda as ``clientCert``, a truststore update, and all of it kept over a restart.

The CAs and client certificates are made here with ``cryptography``; the client is Python's ssl,
connecting to 127.0.0.1 with the custom name as SNI and Host (as a name pointed at this machine)."""

from __future__ import annotations

import datetime
import http.client
import json
import socket
import ssl
import urllib.request
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import (
    allow_gateway,
    deploy_function,
    invoke_url,
    lambda_uri,
    proxy_method,
    wait_stack,
)
from apigw_helpers import http as plain_http
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess

CERT = "arn:aws:acm:us-east-1:000000000000:certificate/12345678-aaaa-bbbb-cccc-1234567890ab"
REGIONAL = {"types": ["REGIONAL"]}


@dataclass
class Issued:
    key: ec.EllipticCurvePrivateKey
    cert: x509.Certificate

    @property
    def pem(self) -> bytes:
        return self.cert.public_bytes(serialization.Encoding.PEM)

    def files(self, folder: Path, name: str) -> tuple[str, str]:
        cert_path, key_path = folder / f"{name}.pem", folder / f"{name}.key"
        cert_path.write_bytes(self.pem)
        key_path.write_bytes(
            self.key.private_bytes(
                serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
            )
        )
        return str(cert_path), str(key_path)


def _name(common: str) -> x509.Name:
    return x509.Name(
        [
            x509.NameAttribute(NameOID.COUNTRY_NAME, "US"),
            x509.NameAttribute(NameOID.ORGANIZATION_NAME, "labcloud tests"),
            x509.NameAttribute(NameOID.COMMON_NAME, common),
        ]
    )


def make_ca(common: str, *, expired: bool = False) -> Issued:
    key = ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.timezone.utc)
    start, end = (
        (now - datetime.timedelta(days=30), now - datetime.timedelta(days=1))
        if expired
        else (
            now - datetime.timedelta(days=1),
            now + datetime.timedelta(days=365),
        )
    )
    cert = (
        x509.CertificateBuilder()
        .subject_name(_name(common))
        .issuer_name(_name(common))
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(start)
        .not_valid_after(end)
        .add_extension(x509.BasicConstraints(ca=True, path_length=None), critical=True)
        .sign(key, hashes.SHA256())
    )
    return Issued(key, cert)


def make_client(ca: Issued, common: str, serial: int, *, expired: bool = False) -> Issued:
    key = ec.generate_private_key(ec.SECP256R1())
    now = datetime.datetime.now(datetime.timezone.utc)
    start, end = (
        (now - datetime.timedelta(days=30), now - datetime.timedelta(days=1))
        if expired
        else (
            now - datetime.timedelta(days=1),
            now + datetime.timedelta(days=30),
        )
    )
    cert = (
        x509.CertificateBuilder()
        .subject_name(_name(common))
        .issuer_name(ca.cert.subject)
        .public_key(key.public_key())
        .serial_number(serial)
        .not_valid_before(start)
        .not_valid_after(end)
        .add_extension(x509.BasicConstraints(ca=False, path_length=None), critical=True)
        .sign(ca.key, hashes.SHA256())
    )
    return Issued(key, cert)


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    """A durable server: its CA (which signs the names' server certificates) lives in its data dir."""
    process = LabcloudProcess(data_dir=tmp_path_factory.mktemp("mtls")).start()
    try:
        yield process
    finally:
        process.stop()


class Refused(Exception):
    """The TLS handshake (or, with TLS 1.3, the first read after it) was refused."""


def https_get(
    server: LabcloudProcess, host: str, path: str, client: tuple[str, str] | None = None
) -> tuple[int, Any]:
    """GET ``https://<host><path>`` at 127.0.0.1 with ``host`` as SNI and Host, optionally presenting
    ``client`` (certificate file, key file)."""
    context = ssl.create_default_context(cafile=str(server.data_dir / "tls" / "ca.pem"))
    if client is not None:
        context.load_cert_chain(*client)
    raw = socket.create_connection(("127.0.0.1", server.port), timeout=30)
    try:
        try:
            sock = context.wrap_socket(raw, server_hostname=host)
        except (ssl.SSLError, ConnectionError) as exc:
            raise Refused(str(exc)) from exc
        with sock:
            sock.sendall(f"GET {path} HTTP/1.1\r\nHost: {host}\r\nConnection: close\r\n\r\n".encode())
            try:
                response = http.client.HTTPResponse(sock)
                response.begin()
                body = response.read()
            except (ssl.SSLError, ConnectionError, http.client.RemoteDisconnected) as exc:
                raise Refused(str(exc)) from exc
            return response.status, json.loads(body) if body else None
    finally:
        raw.close()


def plain_get(server: LabcloudProcess, host: str, path: str) -> int:
    connection = http.client.HTTPConnection("127.0.0.1", server.port, timeout=30)
    try:
        connection.request("GET", path, headers={"Host": f"{host}:{server.port}"})
        response = connection.getresponse()
        response.read()
        return response.status
    finally:
        connection.close()


def code_of(call: Any, **params: Any) -> tuple[str, str]:
    with pytest.raises(ClientError) as caught:
        call(**params)
    return caught.value.response["Error"]["Code"], caught.value.response["Error"].get("Message", "")


def truststore_bucket(server: LabcloudProcess, bucket: str) -> Any:
    s3 = server.boto3_client("s3")
    s3.create_bucket(Bucket=bucket)
    s3.put_bucket_versioning(Bucket=bucket, VersioningConfiguration={"Status": "Enabled"})
    return s3


AUTHORIZER = """
def handler(event, context):
    cert = event["requestContext"]["identity"].get("clientCert") or {}
    statement = {"Effect": "Allow", "Action": "execute-api:Invoke", "Resource": event["methodArn"]}
    return {"principalId": "mtls", "policyDocument": {"Version": "2012-10-17", "Statement": [statement]},
            "context": {"subject": cert.get("subjectDN", "none")}}
"""


HTTP_AUTHORIZER = """
def handler(event, context):
    cert = event["requestContext"]["authentication"]["clientCert"]
    return {"isAuthorized": True, "context": {"subject": cert["subjectDN"]}}
"""


def echo_rest_api(server: LabcloudProcess, name: str, *, extras: bool = False) -> str:
    """GET / to a Lambda proxy echoing its event; with ``extras``, GET /template (a MOCK integration
    answering ``$context.identity.clientCert`` members) and GET /authorized behind a REQUEST authorizer
    that passes the certificate's subject on as ``context.subject``."""
    apigw = server.boto3_client("apigateway")
    function = deploy_function(server, name)
    api = apigw.create_rest_api(name=name)
    api_id, root = api["id"], api["rootResourceId"]
    proxy_method(apigw, api_id, root, "GET", function)
    allow_gateway(server, name, api_id)
    if extras:
        template = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="template")["id"]
        apigw.put_method(restApiId=api_id, resourceId=template, httpMethod="GET", authorizationType="NONE")
        apigw.put_integration(
            restApiId=api_id,
            resourceId=template,
            httpMethod="GET",
            type="MOCK",
            requestTemplates={"application/json": '{"statusCode": 200}'},
        )
        apigw.put_integration_response(
            restApiId=api_id,
            resourceId=template,
            httpMethod="GET",
            statusCode="200",
            responseTemplates={
                "application/json": '{"subject": "$context.identity.clientCert.subjectDN", '
                '"serial": "$context.identity.clientCert.serialNumber"}'
            },
        )
        authorizer_arn = deploy_function(server, f"{name}-authorizer", AUTHORIZER)
        authorizer = apigw.create_authorizer(
            restApiId=api_id,
            name="cert",
            type="REQUEST",
            authorizerUri=lambda_uri(authorizer_arn),
            identitySource="method.request.header.Host",
            authorizerResultTtlInSeconds=0,
        )["id"]
        allow_gateway(server, f"{name}-authorizer", api_id, "authorizers/*")
        guarded = apigw.create_resource(restApiId=api_id, parentId=root, pathPart="authorized")["id"]
        apigw.put_method(
            restApiId=api_id,
            resourceId=guarded,
            httpMethod="GET",
            authorizationType="CUSTOM",
            authorizerId=authorizer,
        )
        apigw.put_integration(
            restApiId=api_id,
            resourceId=guarded,
            httpMethod="GET",
            type="AWS_PROXY",
            integrationHttpMethod="POST",
            uri=lambda_uri(function),
        )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id


def test_rest_api_domain_with_mutual_tls(server: LabcloudProcess, tmp_path: Path) -> None:
    apigw = server.boto3_client("apigateway")
    ca, other_ca = make_ca("Trusted CA"), make_ca("Other CA")
    trusted = make_client(ca, "client one", 4242).files(tmp_path, "one")
    untrusted = make_client(other_ca, "stranger", 7).files(tmp_path, "stranger")
    expired = make_client(ca, "too late", 8, expired=True).files(tmp_path, "late")
    s3 = truststore_bucket(server, "mtls-rest-trust")
    version = s3.put_object(Bucket="mtls-rest-trust", Key="ca.pem", Body=ca.pem)["VersionId"]
    api_id = echo_rest_api(server, "mtls-echo", extras=True)

    created = apigw.create_domain_name(
        domainName="mtls.example.test",
        regionalCertificateArn=CERT,
        endpointConfiguration=REGIONAL,
        securityPolicy="TLS_1_2",
        mutualTlsAuthentication={
            "truststoreUri": "s3://mtls-rest-trust/ca.pem",
            "truststoreVersion": version,
        },
    )
    assert created["mutualTlsAuthentication"] == {
        "truststoreUri": "s3://mtls-rest-trust/ca.pem",
        "truststoreVersion": version,
    }
    got = apigw.get_domain_name(domainName="mtls.example.test")
    assert got["mutualTlsAuthentication"] == created["mutualTlsAuthentication"]
    apigw.create_base_path_mapping(domainName="mtls.example.test", restApiId=api_id, stage="prod")
    # only the domain serves the API: its invoke URL is turned off, as AWS advises with mutual TLS
    apigw.update_rest_api(
        restApiId=api_id,
        patchOperations=[{"op": "replace", "path": "/disableExecuteApiEndpoint", "value": "true"}],
    )
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    assert plain_http(invoke_url(server, api_id, "prod", "/"))[0] == 403

    status, event = https_get(server, "mtls.example.test", "/?q=1", trusted)
    assert status == 200
    # the event names the custom domain name the client used, not the invoke URL's host
    assert event["requestContext"]["domainName"] == "mtls.example.test"
    assert event["requestContext"]["domainPrefix"] == "mtls"
    cert = event["requestContext"]["identity"]["clientCert"]
    assert cert["subjectDN"] == "C=US,O=labcloud tests,CN=client one"
    assert cert["issuerDN"] == "C=US,O=labcloud tests,CN=Trusted CA"
    assert cert["serialNumber"] == "4242"
    assert cert["clientCertPem"] == Path(trusted[0]).read_text()
    assert cert["validity"]["notAfter"].endswith(" GMT") and set(cert["validity"]) == {
        "notBefore",
        "notAfter",
    }

    # mapping templates' $context and a REQUEST authorizer's event carry it too
    assert https_get(server, "mtls.example.test", "/template", trusted) == (
        200,
        {"subject": "C=US,O=labcloud tests,CN=client one", "serial": "4242"},
    )
    status, event = https_get(server, "mtls.example.test", "/authorized", trusted)
    assert status == 200
    assert event["requestContext"]["authorizer"]["subject"] == "C=US,O=labcloud tests,CN=client one"

    for refused in (None, untrusted, expired):
        with pytest.raises(Refused):
            https_get(server, "mtls.example.test", "/", refused)
    # the name's Host over plain HTTP (or over TLS for another name) cannot walk around mutual TLS
    assert plain_get(server, "mtls.example.test", "/") == 403

    # a self-signed client certificate is refused even when the truststore holds it, as on AWS
    lone = make_ca("lone client")
    lone_files = lone.files(tmp_path, "lone")
    with_lone = s3.put_object(Bucket="mtls-rest-trust", Key="ca.pem", Body=ca.pem + lone.pem)["VersionId"]
    apigw.update_domain_name(
        domainName="mtls.example.test",
        patchOperations=[
            {"op": "replace", "path": "/mutualTlsAuthentication/truststoreVersion", "value": with_lone}
        ],
    )
    assert https_get(server, "mtls.example.test", "/", lone_files)[0] == 403
    assert https_get(server, "mtls.example.test", "/", trusted)[0] == 200

    # a new truststore version trusts the other CA instead
    second = s3.put_object(Bucket="mtls-rest-trust", Key="ca.pem", Body=other_ca.pem)["VersionId"]
    updated = apigw.update_domain_name(
        domainName="mtls.example.test",
        patchOperations=[
            {"op": "replace", "path": "/mutualTlsAuthentication/truststoreVersion", "value": second}
        ],
    )
    assert updated["mutualTlsAuthentication"]["truststoreVersion"] == second
    assert https_get(server, "mtls.example.test", "/", untrusted)[0] == 200
    with pytest.raises(Refused):
        https_get(server, "mtls.example.test", "/", trusted)

    # an empty truststore URI turns mutual TLS off: the name is then served over TLS to anyone
    off = apigw.update_domain_name(
        domainName="mtls.example.test",
        patchOperations=[{"op": "replace", "path": "/mutualTlsAuthentication/truststoreUri", "value": ""}],
    )
    assert "mutualTlsAuthentication" not in off
    status, event = https_get(server, "mtls.example.test", "/")
    assert status == 200 and "clientCert" not in event["requestContext"]["identity"]


def test_truststore_refusals_and_warnings(server: LabcloudProcess) -> None:
    apigw = server.boto3_client("apigateway")
    s3 = truststore_bucket(server, "mtls-bad-trust")
    s3.put_object(Bucket="mtls-bad-trust", Key="empty.pem", Body=b"")
    s3.put_object(Bucket="mtls-bad-trust", Key="text.pem", Body=b"not a certificate\n")
    s3.put_object(
        Bucket="mtls-bad-trust",
        Key="key.pem",
        Body=ec.generate_private_key(ec.SECP256R1()).private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        ),
    )
    s3.put_object(
        Bucket="mtls-bad-trust",
        Key="broken.pem",
        Body=b"-----BEGIN CERTIFICATE-----\nAAAA\n-----END CERTIFICATE-----\n",
    )

    def create(name: str, **extra: Any) -> tuple[str, str]:
        params: dict[str, Any] = {
            "domainName": name,
            "regionalCertificateArn": CERT,
            "endpointConfiguration": REGIONAL,
            **extra,
        }
        return code_of(apigw.create_domain_name, **params)

    def uri(key: str) -> dict[str, str]:
        return {"truststoreUri": f"s3://mtls-bad-trust/{key}"}

    for key in ("empty.pem", "text.pem", "key.pem", "broken.pem", "missing.pem"):
        code, message = create("bad.example.test", mutualTlsAuthentication=uri(key))
        assert code == "BadRequestException", key
    assert (
        "Unable to read the truststore"
        in create("bad.example.test", mutualTlsAuthentication=uri("missing.pem"))[1]
    )
    assert create("bad.example.test", mutualTlsAuthentication={"truststoreUri": "https://x/ca.pem"})[0] == (
        "BadRequestException"
    )
    assert (
        create("bad.example.test", mutualTlsAuthentication={"truststoreUri": "s3://no-such-trust/ca.pem"})[0]
        == "BadRequestException"
    )
    s3.put_object(Bucket="mtls-bad-trust", Key="good.pem", Body=make_ca("Good").pem)
    assert (
        create(
            "bad.example.test",
            mutualTlsAuthentication={**uri("good.pem"), "truststoreVersion": "no-such-version"},
        )[0]
        == "BadRequestException"
    )
    assert create("bad.example.test", mutualTlsAuthentication={"truststoreVersion": "v"})[0] == (
        "BadRequestException"
    )
    # mutual TLS: REGIONAL names and TLS_1_2 only
    edge = code_of(
        apigw.create_domain_name,
        domainName="bad.example.test",
        certificateArn=CERT,
        mutualTlsAuthentication=uri("good.pem"),
    )
    assert edge[0] == "BadRequestException" and "REGIONAL" in edge[1]
    old = create("bad.example.test", securityPolicy="TLS_1_0", mutualTlsAuthentication=uri("good.pem"))
    assert old[0] == "BadRequestException" and "TLS_1_2" in old[1]
    assert (
        create("bad.example.test", ownershipVerificationCertificateArn="arn:nope")[0] == "BadRequestException"
    )
    with pytest.raises(ClientError):
        apigw.get_domain_name(domainName="bad.example.test")  # nothing refused was kept
    apigw.create_domain_name(
        domainName="bad2.example.test", regionalCertificateArn=CERT, endpointConfiguration=REGIONAL
    )

    # certificates that parse but would not serve are kept, and reported as warnings
    s3.put_object(
        Bucket="mtls-bad-trust", Key="mixed.pem", Body=make_ca("Good").pem + make_ca("Old", expired=True).pem
    )
    made = apigw.create_domain_name(
        domainName="warned.example.test",
        regionalCertificateArn=CERT,
        endpointConfiguration=REGIONAL,
        mutualTlsAuthentication=uri("mixed.pem"),
        ownershipVerificationCertificateArn=CERT,
    )
    warnings = made["mutualTlsAuthentication"]["truststoreWarnings"]
    assert len(warnings) == 1 and "CN=Old" in warnings[0] and "expired" in warnings[0]
    # the view's map shows the name's mutual TLS and its warnings
    with urllib.request.urlopen(server.endpoint + "/_labcloud/map", timeout=30) as response:
        nodes = json.loads(response.read())["nodes"]
    node = next(
        n for n in nodes if n["id"] == "arn:aws:apigateway:us-east-1::/domainnames/warned.example.test"
    )
    assert node["facts"] == {
        "endpoint": "REGIONAL",
        "mutual_tls": "s3://mtls-bad-trust/mixed.pem",
        "truststore_warnings": 1,
    }
    assert made["ownershipVerificationCertificateArn"] == CERT
    bad_path = code_of(
        apigw.update_domain_name,
        domainName="warned.example.test",
        patchOperations=[
            {"op": "replace", "path": "/mutualTlsAuthentication/truststoreWarnings", "value": "x"}
        ],
    )
    assert bad_path[0] == "BadRequestException"
    version_only = code_of(
        apigw.update_domain_name,
        domainName="bad2.example.test",
        patchOperations=[
            {"op": "replace", "path": "/mutualTlsAuthentication/truststoreVersion", "value": "v"}
        ],
    )
    assert version_only[0] == "BadRequestException" and "truststoreUri" in version_only[1]
    bad_update = code_of(
        apigw.update_domain_name,
        domainName="warned.example.test",
        patchOperations=[
            {
                "op": "replace",
                "path": "/mutualTlsAuthentication/truststoreUri",
                "value": "s3://mtls-bad-trust/text.pem",
            }
        ],
    )
    assert bad_update[0] == "BadRequestException"
    assert apigw.get_domain_name(domainName="warned.example.test")["mutualTlsAuthentication"][
        "truststoreUri"
    ] == ("s3://mtls-bad-trust/mixed.pem")


def test_http_api_domain_with_mutual_tls(server: LabcloudProcess, tmp_path: Path) -> None:
    v2 = server.boto3_client("apigatewayv2")
    ca = make_ca("HTTP CA")
    trusted = make_client(ca, "http client", 99).files(tmp_path, "http")
    s3 = truststore_bucket(server, "mtls-http-trust")
    s3.put_object(Bucket="mtls-http-trust", Key="ca.pem", Body=ca.pem)
    function = deploy_function(server, "mtls-http-echo")
    api_id = v2.create_api(Name="mtls-http", ProtocolType="HTTP", DisableExecuteApiEndpoint=True)["ApiId"]
    allow_gateway(server, "mtls-http-echo", api_id)
    for version, route in (("2.0", "GET /two"), ("1.0", "GET /one")):
        iid = v2.create_integration(
            ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=function, PayloadFormatVersion=version
        )["IntegrationId"]
        v2.create_route(ApiId=api_id, RouteKey=route, Target=f"integrations/{iid}")
    authorizer_arn = deploy_function(server, "mtls-http-authorizer", HTTP_AUTHORIZER)
    allow_gateway(server, "mtls-http-authorizer", api_id, "authorizers/*")
    authorizer = v2.create_authorizer(
        ApiId=api_id,
        Name="cert",
        AuthorizerType="REQUEST",
        AuthorizerUri=lambda_uri(authorizer_arn),
        AuthorizerPayloadFormatVersion="2.0",
        EnableSimpleResponses=True,
        IdentitySource=["$request.header.Host"],
        AuthorizerResultTtlInSeconds=0,
    )["AuthorizerId"]
    iid = v2.create_integration(
        ApiId=api_id, IntegrationType="AWS_PROXY", IntegrationUri=function, PayloadFormatVersion="2.0"
    )["IntegrationId"]
    v2.create_route(
        ApiId=api_id,
        RouteKey="GET /guarded",
        Target=f"integrations/{iid}",
        AuthorizationType="CUSTOM",
        AuthorizerId=authorizer,
    )
    v2.create_stage(ApiId=api_id, StageName="$default", AutoDeploy=True)

    made = v2.create_domain_name(
        DomainName="mtls-http.example.test",
        DomainNameConfigurations=[{"CertificateArn": CERT, "EndpointType": "REGIONAL"}],
        MutualTlsAuthentication={"TruststoreUri": "s3://mtls-http-trust/ca.pem"},
    )
    assert made["MutualTlsAuthentication"] == {"TruststoreUri": "s3://mtls-http-trust/ca.pem"}
    got = v2.get_domain_name(DomainName="mtls-http.example.test")
    assert got["MutualTlsAuthentication"] == made["MutualTlsAuthentication"]
    v2.create_api_mapping(DomainName="mtls-http.example.test", ApiId=api_id, Stage="$default")

    assert (
        plain_http(f"{server.endpoint}/_labcloud/execute-api/{api_id}/two")[0] == 404
    )  # the invoke URL is off
    status, event = https_get(server, "mtls-http.example.test", "/two", trusted)
    assert status == 200
    assert event["requestContext"]["domainName"] == "mtls-http.example.test"
    assert event["requestContext"]["domainPrefix"] == "mtls-http"
    cert = event["requestContext"]["authentication"]["clientCert"]
    assert cert["subjectDN"] == "C=US,O=labcloud tests,CN=http client" and cert["serialNumber"] == "99"
    status, event = https_get(server, "mtls-http.example.test", "/one", trusted)
    assert status == 200
    assert event["requestContext"]["identity"]["clientCert"]["issuerDN"] == "C=US,O=labcloud tests,CN=HTTP CA"
    status, event = https_get(server, "mtls-http.example.test", "/guarded", trusted)
    assert status == 200
    assert (
        event["requestContext"]["authorizer"]["lambda"]["subject"] == "C=US,O=labcloud tests,CN=http client"
    )
    with pytest.raises(Refused):
        https_get(server, "mtls-http.example.test", "/two")

    assert (
        code_of(
            v2.update_domain_name,
            DomainName="mtls-http.example.test",
            MutualTlsAuthentication={"TruststoreUri": "s3://mtls-http-trust/none.pem"},
        )[0]
        == "BadRequestException"
    )
    off = v2.update_domain_name(
        DomainName="mtls-http.example.test", MutualTlsAuthentication={"TruststoreUri": ""}
    )
    assert "MutualTlsAuthentication" not in off
    assert https_get(server, "mtls-http.example.test", "/two")[0] == 200


def test_mutual_tls_survives_a_restart(tmp_path: Path) -> None:
    ca = make_ca("Durable CA")
    trusted = make_client(ca, "durable", 5).files(tmp_path, "durable")
    process = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = truststore_bucket(process, "mtls-durable-trust")
        s3.put_object(Bucket="mtls-durable-trust", Key="ca.pem", Body=ca.pem)
        api_id = echo_rest_api(process, "mtls-durable")
        apigw = process.boto3_client("apigateway")
        apigw.create_domain_name(
            domainName="durable.example.test",
            regionalCertificateArn=CERT,
            endpointConfiguration=REGIONAL,
            mutualTlsAuthentication={"truststoreUri": "s3://mtls-durable-trust/ca.pem"},
        )
        apigw.create_base_path_mapping(domainName="durable.example.test", restApiId=api_id, stage="prod")
        process.kill()
        process.start()
        got = process.boto3_client("apigateway").get_domain_name(domainName="durable.example.test")
        assert got["mutualTlsAuthentication"] == {"truststoreUri": "s3://mtls-durable-trust/ca.pem"}
        status, event = https_get(process, "durable.example.test", "/", trusted)
        assert status == 200 and event["requestContext"]["identity"]["clientCert"]["serialNumber"] == "5"
        with pytest.raises(Refused):
            https_get(process, "durable.example.test", "/")
    finally:
        process.stop()


def test_cloudformation_domain_names_with_mutual_tls(server: LabcloudProcess, tmp_path: Path) -> None:
    ca, second_ca = make_ca("Stack CA"), make_ca("Second stack CA")
    client = make_client(second_ca, "stack client", 12).files(tmp_path, "stack")
    s3 = truststore_bucket(server, "mtls-cfn-trust")
    version = s3.put_object(Bucket="mtls-cfn-trust", Key="ca.pem", Body=ca.pem)["VersionId"]
    s3.put_object(Bucket="mtls-cfn-trust", Key="second.pem", Body=second_ca.pem)

    def template(v2_key: str) -> str:
        return json.dumps(
            {
                "Resources": {
                    "Rest": {
                        "Type": "AWS::ApiGateway::DomainName",
                        "Properties": {
                            "DomainName": "cfn-mtls.example.test",
                            "RegionalCertificateArn": CERT,
                            "EndpointConfiguration": {"Types": ["REGIONAL"]},
                            "SecurityPolicy": "TLS_1_2",
                            "MutualTlsAuthentication": {
                                "TruststoreUri": "s3://mtls-cfn-trust/ca.pem",
                                "TruststoreVersion": version,
                            },
                        },
                    },
                    "Http": {
                        "Type": "AWS::ApiGatewayV2::DomainName",
                        "Properties": {
                            "DomainName": "cfn-mtls-v2.example.test",
                            "DomainNameConfigurations": [
                                {"CertificateArn": CERT, "EndpointType": "REGIONAL"}
                            ],
                            "MutualTlsAuthentication": {"TruststoreUri": f"s3://mtls-cfn-trust/{v2_key}"},
                        },
                    },
                }
            }
        )

    cfn = server.boto3_client("cloudformation")
    cfn.create_stack(StackName="mtls-names", TemplateBody=template("ca.pem"))
    assert wait_stack(cfn, "mtls-names")["StackStatus"] == "CREATE_COMPLETE"
    apigw, v2 = server.boto3_client("apigateway"), server.boto3_client("apigatewayv2")
    assert apigw.get_domain_name(domainName="cfn-mtls.example.test")["mutualTlsAuthentication"] == {
        "truststoreUri": "s3://mtls-cfn-trust/ca.pem",
        "truststoreVersion": version,
    }
    with pytest.raises(Refused):
        https_get(server, "cfn-mtls-v2.example.test", "/", client)
    # the HTTP API name's truststore changes in place
    cfn.update_stack(StackName="mtls-names", TemplateBody=template("second.pem"))
    assert wait_stack(cfn, "mtls-names")["StackStatus"] == "UPDATE_COMPLETE"
    got = v2.get_domain_name(DomainName="cfn-mtls-v2.example.test")["MutualTlsAuthentication"]
    assert got == {"TruststoreUri": "s3://mtls-cfn-trust/second.pem"}
    assert https_get(server, "cfn-mtls-v2.example.test", "/", client)[0] == 403  # verified; no mapping
    stack_id = cfn.describe_stacks(StackName="mtls-names")["Stacks"][0]["StackId"]
    cfn.delete_stack(StackName="mtls-names")
    assert wait_stack(cfn, stack_id)["StackStatus"] == "DELETE_COMPLETE"
    assert code_of(apigw.get_domain_name, domainName="cfn-mtls.example.test")[0] == "NotFoundException"

    # an unreadable truststore fails the resource with the API's reason
    broken = json.loads(template("ca.pem"))
    broken["Resources"]["Http"]["Properties"]["MutualTlsAuthentication"]["TruststoreUri"] = (
        "s3://mtls-cfn-trust/no.pem"
    )
    del broken["Resources"]["Rest"]
    cfn.create_stack(StackName="mtls-broken", TemplateBody=json.dumps(broken))
    assert wait_stack(cfn, "mtls-broken")["StackStatus"] in ("ROLLBACK_COMPLETE", "CREATE_FAILED")
    reasons = [
        e.get("ResourceStatusReason", "")
        for e in cfn.describe_stack_events(StackName="mtls-broken")["StackEvents"]
        if e["LogicalResourceId"] == "Http" and e["ResourceStatus"] == "CREATE_FAILED"
    ]
    assert reasons and "Unable to read the truststore" in reasons[0]


def test_truststore_is_read_as_the_caller_under_enforced_iam() -> None:
    """AWS reads the truststore with the caller's access: a caller allowed CreateDomainName but not
    s3:GetObject on the object is refused (BadRequestException), one without apigateway:POST is denied."""
    process = LabcloudProcess(in_memory=True, extra_args=["--enforce-iam"]).start()
    try:
        s3 = truststore_bucket(process, "mtls-iam-trust")
        s3.put_object(Bucket="mtls-iam-trust", Key="ca.pem", Body=make_ca("IAM CA").pem)
        iam = process.boto3_client("iam")

        def user(name: str, actions: list[str]) -> Any:
            iam.create_user(UserName=name)
            policy = {
                "Version": "2012-10-17",
                "Statement": [{"Effect": "Allow", "Action": actions, "Resource": "*"}],
            }
            iam.put_user_policy(UserName=name, PolicyName="p", PolicyDocument=json.dumps(policy))
            key = iam.create_access_key(UserName=name)["AccessKey"]
            return process.boto3_client(
                "apigateway",
                aws_access_key_id=key["AccessKeyId"],
                aws_secret_access_key=key["SecretAccessKey"],
            )

        params = {
            "regionalCertificateArn": CERT,
            "endpointConfiguration": REGIONAL,
            "mutualTlsAuthentication": {"truststoreUri": "s3://mtls-iam-trust/ca.pem"},
        }
        gateway_only = user("gateway-only", ["apigateway:*"])
        code, message = code_of(gateway_only.create_domain_name, domainName="iam1.example.test", **params)
        assert code == "BadRequestException" and "AccessDenied" in message
        reader_only = user("reader-only", ["s3:GetObject"])
        assert code_of(reader_only.create_domain_name, domainName="iam2.example.test", **params)[0] == (
            "AccessDeniedException"
        )
        both = user("both", ["apigateway:*", "s3:GetObject"])
        made = both.create_domain_name(domainName="iam3.example.test", **params)
        assert made["mutualTlsAuthentication"] == {"truststoreUri": "s3://mtls-iam-trust/ca.pem"}
    finally:
        process.stop()


SAM_MTLS = """AWSTemplateFormatVersion: '2010-09-09'
Transform: AWS::Serverless-2016-10-31
Resources:
  Api:
    Type: AWS::Serverless::Api
    Properties:
      StageName: live
      EndpointConfiguration: REGIONAL
      DisableExecuteApiEndpoint: true
      Domain:
        DomainName: sam-mtls.example.test
        CertificateArn: CERT_ARN
        EndpointConfiguration: REGIONAL
        SecurityPolicy: TLS_1_2
        MutualTlsAuthentication:
          TruststoreUri: s3://mtls-sam-trust/ca.pem
        BasePath: [/v1]
  Hello:
    Type: AWS::Serverless::Function
    Properties:
      Runtime: python3.12
      Handler: index.handler
      InlineCode: |
        import json
        def handler(event, context):
            cert = event["requestContext"]["identity"]["clientCert"]
            return {"statusCode": 200, "body": json.dumps({"subject": cert["subjectDN"]})}
      Events:
        Hello:
          Type: Api
          Properties:
            RestApiId: !Ref Api
            Path: /hello
            Method: get
""".replace("CERT_ARN", CERT)


def test_a_sam_api_behind_a_mutual_tls_domain(server: LabcloudProcess, tmp_path: Path) -> None:
    ca = make_ca("SAM CA")
    client = make_client(ca, "sam client", 21).files(tmp_path, "sam")
    s3 = truststore_bucket(server, "mtls-sam-trust")
    s3.put_object(Bucket="mtls-sam-trust", Key="ca.pem", Body=ca.pem)
    cfn = server.boto3_client("cloudformation")
    cfn.create_stack(
        StackName="sam-mtls", TemplateBody=SAM_MTLS, Capabilities=["CAPABILITY_IAM", "CAPABILITY_AUTO_EXPAND"]
    )
    stack = wait_stack(cfn, "sam-mtls")
    assert stack["StackStatus"] == "CREATE_COMPLETE", stack.get("StackStatusReason")
    assert https_get(server, "sam-mtls.example.test", "/v1/hello", client) == (
        200,
        {"subject": "C=US,O=labcloud tests,CN=sam client"},
    )
    with pytest.raises(Refused):
        https_get(server, "sam-mtls.example.test", "/v1/hello")
    cfn.delete_stack(StackName="sam-mtls")
    assert wait_stack(cfn, stack["StackId"])["StackStatus"] == "DELETE_COMPLETE"
