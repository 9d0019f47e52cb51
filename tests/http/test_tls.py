"""TLS on labcloud's own port (``labcloud.http.tls``, ``labcloud.http.authority``; docs/http.md).

A connection whose first byte opens a TLS handshake is served over TLS with a certificate from the data
dir's CA; every other connection stays plain HTTP on the same port. The tests use real clients (boto3,
curl, websockets, Python's ssl) against a running server, and Lambda functions calling labcloud's
``https://`` invoke URLs with no TLS settings of their own.
"""

from __future__ import annotations

import io
import json
import os
import socket
import ssl
import stat
import subprocess
import sys
import time
import zipfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import boto3
import pytest
from botocore.config import Config
from botocore.exceptions import ClientError
from websockets.sync.client import connect

from labcloud.testing.server_process import LabcloudProcess

HEALTH = b"GET /_labcloud/health HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LabcloudProcess]:
    """A durable server (its CA lives in its data dir) with short connection timeouts."""
    process = LabcloudProcess(
        data_dir=tmp_path_factory.mktemp("tls"),
        extra_args=["--http-head-timeout", "1", "--http-idle-timeout", "2"],
    ).start()
    try:
        yield process
    finally:
        process.stop()


def _ca(server: LabcloudProcess) -> str:
    return str(server.data_dir / "tls" / "ca.pem")


def _https_client(server: LabcloudProcess, service: str, host: str = "127.0.0.1") -> Any:
    return boto3.client(
        service,
        endpoint_url=f"https://{host}:{server.port}",
        verify=_ca(server),
        region_name="us-east-1",
        aws_access_key_id="test",
        aws_secret_access_key="test",
        config=Config(retries={"max_attempts": 1}, read_timeout=70),
    )


def _context(server: LabcloudProcess) -> ssl.SSLContext:
    return ssl.create_default_context(cafile=_ca(server))


def _plain_health_works(server: LabcloudProcess) -> None:
    """The server still answers plain HTTP and HTTPS after whatever a test did to a connection."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(HEALTH)
        assert sock.recv(65536).startswith(b"HTTP/1.1 200 ")
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        with _context(server).wrap_socket(raw, server_hostname="localhost") as sock:
            sock.sendall(HEALTH)
            assert sock.recv(65536).startswith(b"HTTP/1.1 200 ")


def _closed(sock: socket.socket, within: float = 10.0) -> bool:
    """Whether the server closes ``sock`` (EOF or reset) within ``within`` seconds, reading what comes."""
    sock.settimeout(within)
    try:
        while sock.recv(65536):
            pass
    except ConnectionResetError:
        return True
    except TimeoutError:
        return False
    return True


def _client_hello(server_hostname: str | None = "localhost") -> bytes:
    """The bytes of a real ClientHello (Python's ssl, into a memory BIO)."""
    incoming, outgoing = ssl.MemoryBIO(), ssl.MemoryBIO()
    client = ssl.create_default_context().wrap_bio(incoming, outgoing, server_hostname=server_hostname)
    with pytest.raises(ssl.SSLWantReadError):
        client.do_handshake()
    return outgoing.read()


# ---------------------------------------------------------------------------------------- SDKs, curl


def test_boto3_over_https_with_the_ca(server: LabcloudProcess) -> None:
    sqs = _https_client(server, "sqs")
    url = sqs.create_queue(QueueName="tls-queue")["QueueUrl"]
    sqs.send_message(QueueUrl=url, MessageBody="over tls")
    assert [m["Body"] for m in sqs.receive_message(QueueUrl=url)["Messages"]] == ["over tls"]
    dynamodb = _https_client(server, "dynamodb", host="localhost")
    dynamodb.create_table(
        TableName="tls-table",
        KeySchema=[{"AttributeName": "k", "KeyType": "HASH"}],
        AttributeDefinitions=[{"AttributeName": "k", "AttributeType": "S"}],
        BillingMode="PAY_PER_REQUEST",
    )
    assert "tls-table" in dynamodb.list_tables()["TableNames"]
    s3 = _https_client(server, "s3")
    s3.create_bucket(Bucket="tls-bucket")
    body = os.urandom(3 * 1024 * 1024 + 17)  # many TLS records each way, streamed upload
    s3.put_object(Bucket="tls-bucket", Key="big", Body=body)
    assert s3.get_object(Bucket="tls-bucket", Key="big")["Body"].read() == body
    # the same port still speaks plain HTTP
    assert "tls-table" in server.boto3_client("dynamodb").list_tables()["TableNames"]


def test_an_error_answer_has_its_code_over_https(server: LabcloudProcess) -> None:
    sqs = _https_client(server, "sqs")
    with pytest.raises(sqs.exceptions.QueueDoesNotExist):
        sqs.get_queue_url(QueueName="no-such-queue")


def test_without_the_ca_the_certificate_is_not_trusted(server: LabcloudProcess) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        with pytest.raises(ssl.SSLCertVerificationError):
            ssl.create_default_context().wrap_socket(raw, server_hostname="localhost")
    _plain_health_works(server)


def _mock_api(server: LabcloudProcess) -> str:
    """A REST API whose GET / answers ``{"hello": "tls"}`` from a MOCK integration, on stage ``dev``."""
    apigw = server.boto3_client("apigateway")
    api = apigw.create_rest_api(name="tls-api")["id"]
    root = apigw.get_resources(restApiId=api)["items"][0]["id"]
    apigw.put_method(restApiId=api, resourceId=root, httpMethod="GET", authorizationType="NONE")
    apigw.put_integration(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        type="MOCK",
        requestTemplates={"application/json": '{"statusCode": 200}'},
    )
    apigw.put_method_response(restApiId=api, resourceId=root, httpMethod="GET", statusCode="200")
    apigw.put_integration_response(
        restApiId=api,
        resourceId=root,
        httpMethod="GET",
        statusCode="200",
        responseTemplates={"application/json": '{"hello": "tls"}'},
    )
    apigw.create_deployment(restApiId=api, stageName="dev")
    return str(api)


@pytest.fixture(scope="module")
def api_id(server: LabcloudProcess) -> str:
    return _mock_api(server)


def _curl(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        ["curl", "-sS", "--max-time", "20", *args], capture_output=True, text=True, timeout=60
    )


def test_curl_reaches_an_invoke_url_host_over_https(server: LabcloudProcess, api_id: str) -> None:
    # curl resolves *.localhost to loopback itself; the SNI is the API's host name
    done = _curl("--cacert", _ca(server), f"https://{api_id}.execute-api.localhost:{server.port}/dev/")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"hello": "tls"}
    # a deeper name (the regional form), sent to 127.0.0.1 by --resolve
    host = f"{api_id}.execute-api.us-east-1.localhost"
    done = _curl(
        "--cacert",
        _ca(server),
        "--resolve",
        f"{host}:{server.port}:127.0.0.1",
        f"https://{host}:{server.port}/dev/",
    )
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {"hello": "tls"}


def test_the_certificate_names_the_host_asked_for(server: LabcloudProcess) -> None:
    for name in ("localhost", "abc123.execute-api.localhost", "x.appsync-api.us-east-1.localhost"):
        with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
            with _context(server).wrap_socket(raw, server_hostname=name) as sock:
                sans = [value for kind, value in sock.getpeercert()["subjectAltName"] if kind == "DNS"]
                assert name in sans
                assert sock.selected_alpn_protocol() in (None, "http/1.1")
    # no SNI (an IP address): the default certificate, which carries 127.0.0.1
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        with _context(server).wrap_socket(raw, server_hostname="127.0.0.1") as sock:
            assert ("IP Address", "127.0.0.1") in sock.getpeercert()["subjectAltName"]


def test_keep_alive_and_pipelining_over_tls(server: LabcloudProcess) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        with _context(server).wrap_socket(raw, server_hostname="localhost") as sock:
            sock.sendall(HEALTH * 3)
            seen = b""
            deadline = time.monotonic() + 10
            while seen.count(b"HTTP/1.1 200 ") < 3 and time.monotonic() < deadline:
                seen += sock.recv(65536)
            assert seen.count(b"HTTP/1.1 200 ") == 3


# ---------------------------------------------------------------------------------------- refused handshakes


@pytest.mark.parametrize(
    "name",
    [
        "example.com",  # not a name labcloud serves
        "localhost.example.com",
        "bad_label.localhost",
        "-dash.localhost",
        ".".join(["a" * 60] * 4) + ".localhost",  # 254 characters: past a DNS name's 253
    ],
)
def test_a_name_labcloud_does_not_serve_is_refused_at_the_handshake(
    server: LabcloudProcess, name: str
) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as raw:
        context = _context(server)
        context.check_hostname = False
        with pytest.raises(ssl.SSLError) as refused:
            context.wrap_socket(raw, server_hostname=name)
        assert "UNRECOGNIZED_NAME" in str(refused.value).upper()
    _plain_health_works(server)


def test_garbage_after_a_handshake_byte_closes_only_that_connection(server: LabcloudProcess) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"\x16" + os.urandom(400))
        assert _closed(sock)
    _plain_health_works(server)


def test_a_flood_before_the_handshake_completes_is_cut_off(server: LabcloudProcess) -> None:
    hello = _client_hello()
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(hello[:5])  # a record header announcing the hello, then far more than it can hold
        try:
            for _ in range(64):
                sock.sendall(b"\x00" * 4096)
        except (BrokenPipeError, ConnectionResetError):
            pass  # closed by the server while sending: what is asked
        assert _closed(sock)
    _plain_health_works(server)


def test_a_garbage_first_byte_is_a_bad_http_request(server: LabcloudProcess) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(b"\x00\x01\x02 not http\r\n\r\n")
        sock.settimeout(10)
        assert sock.recv(65536).startswith(b"HTTP/1.1 400 ")
        assert _closed(sock)
    _plain_health_works(server)


def test_a_truncated_client_hello_then_eof_closes(server: LabcloudProcess) -> None:
    hello = _client_hello()
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(hello[: len(hello) // 2])
        sock.shutdown(socket.SHUT_WR)
        assert _closed(sock)
    _plain_health_works(server)


def test_a_client_hello_that_stops_arriving_is_closed_by_the_idle_timeout(server: LabcloudProcess) -> None:
    hello = _client_hello()
    with socket.create_connection(("127.0.0.1", server.port), timeout=10) as sock:
        sock.sendall(hello[:10])
        _plain_health_works(server)  # others are served meanwhile
        assert _closed(sock, within=15)  # the server's idle timeout is 2 s here


# ---------------------------------------------------------------------------------------- WebSocket over TLS

_WS_FUNCTION = """
def handler(event, context):
    if event["requestContext"]["routeKey"] == "$default":
        return {"statusCode": 200, "body": "echo:" + (event.get("body") or "")}
    return {"statusCode": 200}
"""


def _zip(name: str, code: str) -> bytes:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        archive.writestr(name, code)
    return buffer.getvalue()


def _function(server: LabcloudProcess, name: str, runtime: str, filename: str, code: str) -> str:
    return _function_zip(server, name, runtime, _zip(filename, code), filename.split(".")[0] + ".handler")


def _function_zip(
    server: LabcloudProcess, name: str, runtime: str, package: bytes, handler: str = "bootstrap"
) -> str:
    iam = server.boto3_client("iam")
    trust = {
        "Version": "2012-10-17",
        "Statement": [
            {"Effect": "Allow", "Principal": {"Service": "lambda.amazonaws.com"}, "Action": "sts:AssumeRole"}
        ],
    }
    try:
        role = iam.create_role(RoleName="tls-role", AssumeRolePolicyDocument=json.dumps(trust))["Role"]["Arn"]
    except iam.exceptions.EntityAlreadyExistsException:
        role = iam.get_role(RoleName="tls-role")["Role"]["Arn"]
    lam = server.boto3_client("lambda")
    arn: str = lam.create_function(
        FunctionName=name,
        Runtime=runtime,
        Role=role,
        Handler=handler,
        Code={"ZipFile": package},
        Timeout=30,
    )["FunctionArn"]
    lam.get_waiter("function_active_v2").wait(FunctionName=name)
    return arn


def test_a_websocket_over_tls(server: LabcloudProcess) -> None:
    arn = _function(server, "tls-ws", "python3.12", "app.py", _WS_FUNCTION)
    v2 = server.boto3_client("apigatewayv2")
    api = v2.create_api(
        Name="tls-ws", ProtocolType="WEBSOCKET", RouteSelectionExpression="$request.body.action"
    )["ApiId"]
    server.boto3_client("lambda").add_permission(
        FunctionName="tls-ws",
        StatementId="ws",
        Action="lambda:InvokeFunction",
        Principal="apigateway.amazonaws.com",
        SourceArn=f"arn:aws:execute-api:us-east-1:000000000000:{api}/*",
    )
    integration = v2.create_integration(ApiId=api, IntegrationType="AWS_PROXY", IntegrationUri=arn)[
        "IntegrationId"
    ]
    route = v2.create_route(
        ApiId=api,
        RouteKey="$default",
        Target=f"integrations/{integration}",
        RouteResponseSelectionExpression="$default",
    )
    v2.create_route_response(ApiId=api, RouteId=route["RouteId"], RouteResponseKey="$default")
    v2.create_stage(ApiId=api, StageName="prod", AutoDeploy=True)
    host = f"{api}.execute-api.localhost"
    sock = socket.create_connection(("127.0.0.1", server.port), timeout=60)
    with connect(f"wss://{host}:{server.port}/prod", sock=sock, ssl=_context(server), open_timeout=60) as ws:
        ws.send("hello over wss")
        assert ws.recv(timeout=60) == "echo:hello over wss"


# ---------------------------------------------------------------------------------------- Lambda sandboxes

_PYTHON_CALLER = """
import json, urllib.request

def handler(event, context):
    with urllib.request.urlopen(event["url"], timeout=20) as answer:
        return {"status": answer.status, "body": json.loads(answer.read())}
"""

_NODE_CALLER = """
const https = require('https');
exports.handler = async (event) => {
  const viaHttps = await new Promise((resolve, reject) => {
    https.get(event.url, (answer) => {
      let body = '';
      answer.on('data', (chunk) => { body += chunk; });
      answer.on('end', () => resolve({ status: answer.statusCode, body: JSON.parse(body) }));
    }).on('error', reject);
  });
  const viaFetch = await fetch(event.url);
  return { https: viaHttps, fetch: { status: viaFetch.status, body: await viaFetch.json() } };
};
"""


def _invoke(server: LabcloudProcess, name: str, payload: dict[str, Any]) -> Any:
    answer = server.boto3_client("lambda").invoke(FunctionName=name, Payload=json.dumps(payload).encode())
    body = json.loads(answer["Payload"].read())
    assert "FunctionError" not in answer, body
    return body


def test_a_python_function_calls_an_https_invoke_url_with_no_tls_settings(
    server: LabcloudProcess, api_id: str
) -> None:
    _function(server, "tls-py-caller", "python3.12", "app.py", _PYTHON_CALLER)
    url = f"https://{api_id}.execute-api.localhost:{server.port}/dev/"
    assert _invoke(server, "tls-py-caller", {"url": url}) == {"status": 200, "body": {"hello": "tls"}}


def test_a_node_function_calls_an_https_invoke_url_with_no_tls_settings(
    server: LabcloudProcess, api_id: str
) -> None:
    _function(server, "tls-node-caller", "nodejs20.x", "index.js", _NODE_CALLER)
    url = f"https://{api_id}.execute-api.localhost:{server.port}/dev/"
    expected = {"status": 200, "body": {"hello": "tls"}}
    assert _invoke(server, "tls-node-caller", {"url": url}) == {"https": expected, "fetch": expected}


_BOOTSTRAP = """#!/bin/sh
set -eu
api="http://${AWS_LAMBDA_RUNTIME_API}/2018-06-01/runtime/invocation"
while true; do
  heads=$(mktemp)
  event=$(curl -sS -D "$heads" "$api/next")
  id=$(grep -i '^lambda-runtime-aws-request-id:' "$heads" | cut -d: -f2 | tr -d '[:space:]')
  url=$(printf '%s' "$event" | sed 's/.*"url": *"\\([^"]*\\)".*/\\1/')
  body=$(curl -sS --fail --max-time 20 "$url" 2>&1) || body="{\\"curl failed\\": \\"$body\\"}"
  curl -sS -X POST "$api/$id/response" -d "$body" > /dev/null
done
"""


def test_a_custom_runtime_calls_an_https_invoke_url_with_plain_curl(
    server: LabcloudProcess, api_id: str
) -> None:
    buffer = io.BytesIO()
    with zipfile.ZipFile(buffer, "w") as archive:
        entry = zipfile.ZipInfo("bootstrap")
        entry.external_attr = 0o755 << 16
        archive.writestr(entry, _BOOTSTRAP)
    _function_zip(server, "tls-provided", "provided.al2023", buffer.getvalue())
    url = f"https://{api_id}.execute-api.localhost:{server.port}/dev/"
    assert _invoke(server, "tls-provided", {"url": url}) == {"hello": "tls"}


def test_sandboxes_see_the_ca_certificate_never_its_key(server: LabcloudProcess) -> None:
    code = """
import os
def handler(event, context):
    bundle = os.environ["SSL_CERT_FILE"]
    ca = os.environ["NODE_EXTRA_CA_CERTS"]
    folder = os.path.dirname(ca)
    return {
        "bundle_has_ca": open(ca).read() in open(bundle).read(),
        "bundle_has_more": open(bundle).read().count("BEGIN CERTIFICATE") > 1,
        "same": [os.environ["REQUESTS_CA_BUNDLE"], os.environ["AWS_CA_BUNDLE"]] == [bundle, bundle],
        "keys": [name for name in os.listdir(folder) if "key" in name],
        "ca": open(ca).read(),
    }
"""
    _function(server, "tls-env", "python3.12", "app.py", code)
    seen = _invoke(server, "tls-env", {})
    assert seen["bundle_has_ca"] and seen["bundle_has_more"] and seen["same"] and seen["keys"] == []
    assert seen["ca"] == Path(_ca(server)).read_text()
    assert str(server.data_dir) not in json.dumps(seen)


# ---------------------------------------------------------------------------------------- durability


def test_the_ca_survives_a_restart_with_the_same_certificate(tmp_path: Path) -> None:
    first = LabcloudProcess(data_dir=tmp_path).start()
    try:
        ca_file = tmp_path / "tls" / "ca.pem"
        before = ca_file.read_bytes()
        assert stat.S_IMODE((tmp_path / "tls" / "ca-key.pem").stat().st_mode) == 0o600
        assert stat.S_IMODE((tmp_path / "tls").stat().st_mode) == 0o700
        _https_client(first, "sqs").create_queue(QueueName="before-restart")
    finally:
        first.stop()
    kept = tmp_path / "kept-ca.pem"
    kept.write_bytes(before)  # what a user pointed their SDK at before the restart
    second = LabcloudProcess(data_dir=tmp_path, port=first.port).start()
    try:
        assert ca_file.read_bytes() == before
        sqs = boto3.client(
            "sqs",
            endpoint_url=f"https://127.0.0.1:{second.port}",
            verify=str(kept),
            region_name="us-east-1",
            aws_access_key_id="test",
            aws_secret_access_key="test",
        )
        assert any(url.endswith("/before-restart") for url in sqs.list_queues()["QueueUrls"])
    finally:
        second.stop()


# ---------------------------------------------------------------------------------------- the CLI


def _labcloud_cli(*args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith(("AWS_", "LABCLOUD_"))}
    return subprocess.run(
        [sys.executable, "-m", "labcloud.cli", *args], env=env, capture_output=True, text=True, timeout=60
    )


def test_labcloud_ca_prints_the_certificate_path(server: LabcloudProcess, tmp_path: Path) -> None:
    done = _labcloud_cli("ca", "--data-dir", str(server.data_dir))
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == _ca(server)
    missing = _labcloud_cli("ca", "--data-dir", str(tmp_path))
    assert missing.returncode == 1 and "labcloud up" in missing.stderr


def test_labcloud_env_with_an_https_endpoint_drives_the_aws_cli(server: LabcloudProcess) -> None:
    endpoint = f"https://127.0.0.1:{server.port}"
    done = _labcloud_cli(
        "env", "--format", "json", "--data-dir", str(server.data_dir), "--endpoint", endpoint
    )
    assert done.returncode == 0, done.stderr
    values = json.loads(done.stdout)
    assert values["AWS_CA_BUNDLE"] == values["LABCLOUD_CA_FILE"] == _ca(server)
    plain = json.loads(_labcloud_cli("env", "--format", "json", "--data-dir", str(server.data_dir)).stdout)
    assert plain["LABCLOUD_CA_FILE"] == _ca(server) and "AWS_CA_BUNDLE" not in plain
    env = server.cli_env()
    env.update({k: v for k, v in values.items() if k != "LABCLOUD_AWS_SHIM_DIR"})
    made = subprocess.run(
        ["aws", "sqs", "create-queue", "--queue-name", "cli-over-tls", "--output", "json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )
    assert made.returncode == 0, made.stderr
    assert json.loads(made.stdout)["QueueUrl"].endswith("/cli-over-tls")


# ---------------------------------------------------------------------------------------- IAM over TLS


def test_iam_decides_over_https_as_over_http(tmp_path: Path) -> None:
    """SigV4 signs the host and port the client used: a signed https call is authenticated and authorized
    as a plain one (an allowed user is served, a user without a policy gets AccessDenied)."""
    server = LabcloudProcess(data_dir=tmp_path, extra_args=["--enforce-iam"]).start()
    try:
        iam = server.boto3_client("iam")
        keys = {}
        for user in ("tls-allowed", "tls-denied"):
            iam.create_user(UserName=user)
            made = iam.create_access_key(UserName=user)["AccessKey"]
            keys[user] = (made["AccessKeyId"], made["SecretAccessKey"])
        iam.put_user_policy(
            UserName="tls-allowed",
            PolicyName="sqs",
            PolicyDocument=json.dumps(
                {
                    "Version": "2012-10-17",
                    "Statement": [{"Effect": "Allow", "Action": "sqs:*", "Resource": "*"}],
                }
            ),
        )

        def sqs(user: str) -> Any:
            key, secret = keys[user]
            return boto3.client(
                "sqs",
                endpoint_url=f"https://127.0.0.1:{server.port}",
                verify=_ca(server),
                region_name="us-east-1",
                aws_access_key_id=key,
                aws_secret_access_key=secret,
                config=Config(retries={"max_attempts": 1}),
            )

        assert sqs("tls-allowed").create_queue(QueueName="iam-over-tls")["QueueUrl"].endswith("/iam-over-tls")
        with pytest.raises(ClientError) as denied:
            sqs("tls-denied").list_queues()
        assert denied.value.response["Error"]["Code"] == "AccessDenied"
    finally:
        server.stop()
