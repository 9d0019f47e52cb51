"""An HTTP integration's tlsConfig: stored and answered (PutIntegration, GetIntegration, GetMethod,
UpdateIntegration's patch path, exports, CloudFormation's Integration.TlsConfig), and honoured: an https
backend with a self-signed certificate is refused (the gateway's 500) unless insecureSkipVerification."""

from __future__ import annotations

import datetime
import ipaddress
import json
import ssl
import threading
from collections.abc import Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

import pytest
from apigw_helpers import http, invoke_url, wait_stack
from botocore.exceptions import ClientError
from cryptography import x509
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec
from cryptography.x509.oid import NameOID

from labcloud.testing.server_process import LabcloudProcess


class _Backend(BaseHTTPRequestHandler):
    def do_GET(self) -> None:  # noqa: N802 (http.server's name)
        data = b'{"secure": "hello"}'
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.send_header("Content-Length", str(len(data)))
        self.end_headers()
        self.wfile.write(data)

    def log_message(self, *_: Any) -> None:
        pass


def _self_signed(folder: Path, names: list[x509.GeneralName], age: int = 0) -> tuple[Path, Path]:
    key = ec.generate_private_key(ec.SECP256R1())
    name = x509.Name([x509.NameAttribute(NameOID.COMMON_NAME, "127.0.0.1")])
    now = datetime.datetime.now(datetime.UTC)
    cert = (
        x509.CertificateBuilder()
        .subject_name(name)
        .issuer_name(name)
        .public_key(key.public_key())
        .serial_number(x509.random_serial_number())
        .not_valid_before(now - datetime.timedelta(days=age, minutes=5))
        .not_valid_after(now + datetime.timedelta(days=1 - age))
        .add_extension(x509.SubjectAlternativeName(names), critical=False)
        .sign(key, hashes.SHA256())
    )
    cert_path, key_path = folder / "cert.pem", folder / "key.pem"
    cert_path.write_bytes(cert.public_bytes(serialization.Encoding.PEM))
    key_path.write_bytes(
        key.private_bytes(
            serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
        )
    )
    return cert_path, key_path


_LOOPBACK = [x509.IPAddress(ipaddress.ip_address("127.0.0.1"))]


def _serve(folder: Path, names: list[x509.GeneralName], age: int = 0) -> Iterator[int]:
    cert, key = _self_signed(folder, names, age)
    server = ThreadingHTTPServer(("127.0.0.1", 0), _Backend)
    context = ssl.SSLContext(ssl.PROTOCOL_TLS_SERVER)
    context.load_cert_chain(cert, key)
    server.socket = context.wrap_socket(server.socket, server_side=True)
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield server.server_address[1]
    finally:
        server.shutdown()
        server.server_close()


@pytest.fixture
def tls_backend(tmp_path: Path) -> Iterator[int]:
    yield from _serve(tmp_path, _LOOPBACK)


@pytest.fixture
def wrong_host_backend(tmp_path: Path) -> Iterator[int]:
    yield from _serve(tmp_path, [x509.DNSName("backend.example.org")])


@pytest.fixture
def expired_backend(tmp_path: Path) -> Iterator[int]:
    yield from _serve(tmp_path, _LOOPBACK, age=3)


def test_skipping_verification_still_checks_the_host_and_dates(
    labcloud: LabcloudProcess, apigw: Any, wrong_host_backend: int, expired_backend: int
) -> None:
    for port in (wrong_host_backend, expired_backend):
        api_id, _ = _api(apigw, port, "HTTP_PROXY", {"insecureSkipVerification": True})
        status, _, body = http(invoke_url(labcloud, api_id, "prod"))
        assert status == 500 and json.loads(body) == {"message": "Internal server error"}


def _api(apigw: Any, port: int, kind: str, tls: dict[str, bool] | None) -> tuple[str, str]:
    api = apigw.create_rest_api(name=f"tls-{kind}")
    api_id, root = api["id"], api["rootResourceId"]
    apigw.put_method(restApiId=api_id, resourceId=root, httpMethod="GET", authorizationType="NONE")
    extra: dict[str, Any] = {} if tls is None else {"tlsConfig": tls}
    apigw.put_integration(
        restApiId=api_id,
        resourceId=root,
        httpMethod="GET",
        type=kind,
        integrationHttpMethod="GET",
        uri=f"https://127.0.0.1:{port}/",
        **extra,
    )
    if kind == "HTTP":
        apigw.put_method_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
        apigw.put_integration_response(restApiId=api_id, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.create_deployment(restApiId=api_id, stageName="prod")
    return api_id, root


@pytest.mark.parametrize("kind", ["HTTP_PROXY", "HTTP"])
def test_skip_verification_decides_whether_a_self_signed_backend_is_reached(
    labcloud: LabcloudProcess, apigw: Any, tls_backend: int, kind: str
) -> None:
    strict, _ = _api(apigw, tls_backend, kind, None)
    status, _, body = http(invoke_url(labcloud, strict, "prod"))
    assert status == 500 and json.loads(body) == {"message": "Internal server error"}
    checked, _ = _api(apigw, tls_backend, kind, {"insecureSkipVerification": False})
    assert http(invoke_url(labcloud, checked, "prod"))[0] == 500
    lenient, root = _api(apigw, tls_backend, kind, {"insecureSkipVerification": True})
    status, _, body = http(invoke_url(labcloud, lenient, "prod"))
    assert status == 200 and json.loads(body) == {"secure": "hello"}
    apigw.update_integration(
        restApiId=lenient,
        resourceId=root,
        httpMethod="GET",
        patchOperations=[{"op": "replace", "path": "/tlsConfig/insecureSkipVerification", "value": "false"}],
    )
    apigw.create_deployment(restApiId=lenient, stageName="prod")
    assert http(invoke_url(labcloud, lenient, "prod"))[0] == 500


def test_tls_config_is_stored_answered_patched_and_exported(apigw: Any) -> None:
    api_id, root = _api(apigw, 9, "HTTP_PROXY", {"insecureSkipVerification": True})
    target = {"restApiId": api_id, "resourceId": root, "httpMethod": "GET"}
    assert apigw.get_integration(**target)["tlsConfig"] == {"insecureSkipVerification": True}
    assert apigw.get_method(**target)["methodIntegration"]["tlsConfig"] == {"insecureSkipVerification": True}
    exported = json.loads(
        apigw.get_export(
            restApiId=api_id,
            stageName="prod",
            exportType="oas30",
            parameters={"extensions": "integrations"},
        )["body"].read()
    )
    integration = exported["paths"]["/"]["get"]["x-amazon-apigateway-integration"]
    assert integration["tlsConfig"] == {"insecureSkipVerification": True}
    imported = apigw.import_rest_api(body=json.dumps(exported))
    [resource] = apigw.get_resources(restApiId=imported["id"])["items"]
    assert apigw.get_integration(restApiId=imported["id"], resourceId=resource["id"], httpMethod="GET")[
        "tlsConfig"
    ] == {"insecureSkipVerification": True}
    patched = apigw.update_integration(
        **target,
        patchOperations=[{"op": "replace", "path": "/tlsConfig/insecureSkipVerification", "value": "false"}],
    )
    assert patched["tlsConfig"] == {"insecureSkipVerification": False}
    removed = apigw.update_integration(**target, patchOperations=[{"op": "remove", "path": "/tlsConfig"}])
    assert "tlsConfig" not in removed and "tlsConfig" not in apigw.get_integration(**target)
    refused = [
        [{"op": "replace", "path": "/tlsConfig/insecureSkipVerification", "value": "maybe"}],
        [{"op": "replace", "path": "/tlsConfig/serverNameToVerify", "value": "x"}],
    ]
    for operations in refused:
        with pytest.raises(ClientError) as info:
            apigw.update_integration(**target, patchOperations=operations)
        assert info.value.response["Error"]["Code"] == "BadRequestException"
    with pytest.raises(ClientError) as info:
        apigw.put_integration(**target, type="MOCK", tlsConfig={"insecureSkipVerification": True})
    assert info.value.response["Error"]["Code"] == "BadRequestException"


def test_cloudformation_takes_tls_config_in_an_openapi_body_only(
    labcloud: LabcloudProcess, apigw: Any
) -> None:
    """AWS::ApiGateway::Method's Integration has no TlsConfig in AWS's resource schema (refused as an
    extraneous key, as CloudFormation refuses it); a RestApi's OpenAPI Body carries it."""
    cfn = labcloud.boto3_client("cloudformation")
    method = {
        "Resources": {
            "Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Name": "tls-cfn"}},
            "Get": {
                "Type": "AWS::ApiGateway::Method",
                "Properties": {
                    "RestApiId": {"Ref": "Api"},
                    "ResourceId": {"Fn::GetAtt": ["Api", "RootResourceId"]},
                    "HttpMethod": "GET",
                    "AuthorizationType": "NONE",
                    "Integration": {
                        "Type": "HTTP_PROXY",
                        "IntegrationHttpMethod": "GET",
                        "Uri": "https://127.0.0.1:9/",
                        "TlsConfig": {"InsecureSkipVerification": True},
                    },
                },
            },
        }
    }
    cfn.create_stack(StackName="tls-method", TemplateBody=json.dumps(method))
    assert wait_stack(cfn, "tls-method")["StackStatus"] == "ROLLBACK_COMPLETE"
    reasons = [
        e.get("ResourceStatusReason") or ""
        for e in cfn.describe_stack_events(StackName="tls-method")["StackEvents"]
    ]
    assert any("extraneous key [TlsConfig]" in r for r in reasons), reasons
    body = {
        "openapi": "3.0.1",
        "info": {"title": "tls-body", "version": "1"},
        "paths": {
            "/": {
                "get": {
                    "x-amazon-apigateway-integration": {
                        "type": "http_proxy",
                        "httpMethod": "GET",
                        "uri": "https://127.0.0.1:9/",
                        "tlsConfig": {"insecureSkipVerification": True},
                    }
                }
            }
        },
    }
    template = {
        "Resources": {"Api": {"Type": "AWS::ApiGateway::RestApi", "Properties": {"Body": body}}},
        "Outputs": {"Api": {"Value": {"Ref": "Api"}}},
    }
    cfn.create_stack(StackName="tls-body", TemplateBody=json.dumps(template))
    stack = wait_stack(cfn, "tls-body")
    assert stack["StackStatus"] == "CREATE_COMPLETE"
    api_id = stack["Outputs"][0]["OutputValue"]
    root = apigw.get_resources(restApiId=api_id)["items"][0]["id"]
    assert apigw.get_integration(restApiId=api_id, resourceId=root, httpMethod="GET")["tlsConfig"] == {
        "insecureSkipVerification": True
    }
