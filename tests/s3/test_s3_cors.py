"""Bucket CORS: Put/Get/DeleteBucketCors with S3's validation, preflights answered from the first matching
rule (curl and a browser-like request), CORS headers on actual requests, and the aws CLI."""

from __future__ import annotations

import http.client
import json
import subprocess
from typing import Any
from urllib.parse import urlparse

from s3_helpers import error_of

RULES = [
    {
        "ID": "uploads",
        "AllowedOrigins": ["https://app.example.com"],
        "AllowedMethods": ["PUT", "POST"],
        "AllowedHeaders": ["content-type", "x-amz-*"],
        "ExposeHeaders": ["ETag", "x-amz-request-id"],
        "MaxAgeSeconds": 600,
    },
    {"AllowedOrigins": ["*"], "AllowedMethods": ["GET", "HEAD"]},
]


def request(labcloud: Any, method: str, path: str, headers: dict[str, str], host: str | None = None) -> Any:
    url = urlparse(labcloud.endpoint)
    conn = http.client.HTTPConnection(url.hostname, url.port, timeout=10)
    if host:
        headers = {**headers, "Host": host}
    conn.request(method, path, headers=headers)
    response = conn.getresponse()
    body = response.read()
    conn.close()
    return response.status, {k.lower(): v for k, v in response.getheaders()}, body


def put_cors(s3: Any, bucket: str, rules: Any) -> None:
    s3.put_bucket_cors(Bucket=bucket, CORSConfiguration={"CORSRules": rules})


def test_put_get_delete_cors(s3: Any, bucket: str) -> None:
    assert error_of(s3.get_bucket_cors, Bucket=bucket) == ("NoSuchCORSConfiguration", 404)
    put_cors(s3, bucket, RULES)
    assert s3.get_bucket_cors(Bucket=bucket)["CORSRules"] == RULES
    s3.delete_bucket_cors(Bucket=bucket)
    assert error_of(s3.get_bucket_cors, Bucket=bucket) == ("NoSuchCORSConfiguration", 404)
    s3.delete_bucket_cors(Bucket=bucket)  # deleting what is not there succeeds, as on AWS
    assert error_of(s3.get_bucket_cors, Bucket="no-such-bucket-x") == ("NoSuchBucket", 404)


def test_cors_validation(s3: Any, bucket: str) -> None:
    def refused(rules: Any) -> tuple[str, int]:
        return error_of(s3.put_bucket_cors, Bucket=bucket, CORSConfiguration={"CORSRules": rules})

    one = {"AllowedOrigins": ["*"], "AllowedMethods": ["GET"]}
    assert refused([{**one, "AllowedMethods": ["PATCH"]}]) == ("InvalidRequest", 400)
    assert refused([{**one, "AllowedMethods": ["OPTIONS"]}]) == ("InvalidRequest", 400)
    assert refused([{**one, "AllowedOrigins": ["https://*.*.example.com"]}]) == ("InvalidRequest", 400)
    assert refused([{**one, "AllowedHeaders": ["x-*-*"]}]) == ("InvalidRequest", 400)
    assert refused([{**one, "ID": "x" * 256}]) == ("InvalidRequest", 400)
    assert refused([one] * 101) == ("MalformedXML", 400)
    assert refused([]) == ("MalformedXML", 400)
    assert refused([{**one, "AllowedMethods": []}]) == ("MalformedXML", 400)
    assert refused([{**one, "MaxAgeSeconds": -1}]) == ("MalformedXML", 400)
    put_cors(s3, bucket, [one] * 100)
    assert len(s3.get_bucket_cors(Bucket=bucket)["CORSRules"]) == 100
    assert error_of(
        s3.put_bucket_cors, Bucket="no-such-bucket-x", CORSConfiguration={"CORSRules": [one]}
    ) == (
        "NoSuchBucket",
        404,
    )


def test_preflight_answers_from_the_first_matching_rule(labcloud: Any, s3: Any, bucket: str) -> None:
    s3.put_object(Bucket=bucket, Key="a/b.txt", Body=b"hi")
    status, _h, body = request(
        labcloud,
        "OPTIONS",
        f"/{bucket}/a/b.txt",
        {"Origin": "https://app.example.com", "Access-Control-Request-Method": "PUT"},
    )
    assert status == 403 and b"<Code>AccessForbidden</Code>" in body and b"CORS is not enabled" in body
    put_cors(s3, bucket, RULES)
    status, headers, _body = request(
        labcloud,
        "OPTIONS",
        f"/{bucket}/a/b.txt",
        {
            "Origin": "https://app.example.com",
            "Access-Control-Request-Method": "PUT",
            "Access-Control-Request-Headers": "Content-Type, X-Amz-Date",
        },
    )
    assert status == 200
    assert headers["access-control-allow-origin"] == "https://app.example.com"
    assert headers["access-control-allow-methods"] == "PUT, POST"
    assert headers["access-control-allow-headers"] == "content-type, x-amz-date"
    assert headers["access-control-expose-headers"] == "ETag, x-amz-request-id"
    assert headers["access-control-max-age"] == "600"
    assert headers["access-control-allow-credentials"] == "true"
    assert headers["vary"] == "Origin, Access-Control-Request-Headers, Access-Control-Request-Method"
    # a header the first rule does not allow, a method only the second allows: the second rule answers
    status, headers, _body = request(
        labcloud,
        "OPTIONS",
        f"/{bucket}",
        {"Origin": "https://other.example", "Access-Control-Request-Method": "GET"},
    )
    assert status == 200 and headers["access-control-allow-origin"] == "*"
    assert headers["access-control-allow-methods"] == "GET, HEAD"
    assert "access-control-allow-credentials" not in headers
    for asked in (
        {"Origin": "https://other.example", "Access-Control-Request-Method": "PUT"},
        {
            "Origin": "https://app.example.com",
            "Access-Control-Request-Method": "PUT",
            "Access-Control-Request-Headers": "authorization",
        },
        {"Origin": "https://app.example.com", "Access-Control-Request-Method": "DELETE"},
    ):
        status, _h, body = request(labcloud, "OPTIONS", f"/{bucket}/a/b.txt", asked)
        assert status == 403, asked
        assert b"<Code>AccessForbidden</Code>" in body
        assert b"CORSResponse: This CORS request is not allowed." in body
        assert b"<ResourceType>OBJECT</ResourceType>" in body
    status, _h, body = request(
        labcloud, "OPTIONS", f"/{bucket}/a/b.txt", {"Access-Control-Request-Method": "GET"}
    )
    assert status == 400 and b"<Code>BadRequest</Code>" in body
    status, _h, body = request(
        labcloud, "OPTIONS", f"/{bucket}/a/b.txt", {"Origin": "https://app.example.com"}
    )
    assert status == 400 and b"<Code>BadRequest</Code>" in body
    # virtual-hosted addressing, as browsers use it
    port = urlparse(labcloud.endpoint).port
    status, headers, _body = request(
        labcloud,
        "OPTIONS",
        "/a/b.txt",
        {"Origin": "https://app.example.com", "Access-Control-Request-Method": "POST"},
        host=f"{bucket}.s3.localhost:{port}",
    )
    assert status == 200 and headers["access-control-allow-origin"] == "https://app.example.com"


def test_preflight_with_curl(labcloud: Any, s3: Any, bucket: str) -> None:
    put_cors(s3, bucket, RULES)
    out = subprocess.run(
        [
            "curl", "-s", "-i", "-X", "OPTIONS", f"{labcloud.endpoint}/{bucket}/upload.bin",
            "-H", "Origin: https://app.example.com",
            "-H", "Access-Control-Request-Method: PUT",
            "-H", "Access-Control-Request-Headers: content-type",
        ],
        capture_output=True, text=True, timeout=30, check=True,
    ).stdout.lower()  # fmt: skip
    assert out.startswith("http/1.1 200")
    assert "access-control-allow-origin: https://app.example.com" in out
    assert "access-control-allow-methods: put, post" in out


def test_actual_request_with_origin_gets_the_rule_headers(labcloud: Any, s3: Any, bucket: str) -> None:
    """A browser's GET of a presigned URL: the answer carries the matching rule's CORS headers."""
    s3.put_object(Bucket=bucket, Key="page.json", Body=json.dumps({"ok": True}).encode())
    url = urlparse(s3.generate_presigned_url("get_object", Params={"Bucket": bucket, "Key": "page.json"}))
    path = f"{url.path}?{url.query}"
    status, headers, body = request(labcloud, "GET", path, {"Origin": "https://app.example.com"})
    assert status == 200 and json.loads(body) == {"ok": True}
    assert not any(h.startswith("access-control-") for h in headers)  # no CORS: nothing added
    put_cors(s3, bucket, RULES)
    status, headers, body = request(labcloud, "GET", path, {"Origin": "https://app.example.com"})
    assert status == 200 and json.loads(body) == {"ok": True}
    assert headers["access-control-allow-origin"] == "*"
    assert headers["access-control-allow-methods"] == "GET, HEAD"
    assert "vary" in headers
    put_cors(s3, bucket, [RULES[0]])  # PUT/POST only: a GET matches no rule, its answer is unchanged
    status, headers, _body = request(labcloud, "GET", path, {"Origin": "https://app.example.com"})
    assert status == 200 and "access-control-allow-origin" not in headers


def test_cors_with_the_aws_cli(labcloud: Any, s3: Any, bucket: str) -> None:
    config = json.dumps({"CORSRules": [RULES[1]]})
    labcloud.aws("s3api", "put-bucket-cors", "--bucket", bucket, "--cors-configuration", config)
    assert labcloud.aws_json("s3api", "get-bucket-cors", "--bucket", bucket) == {"CORSRules": [RULES[1]]}
    labcloud.aws("s3api", "delete-bucket-cors", "--bucket", bucket)
    failed = labcloud.aws("s3api", "get-bucket-cors", "--bucket", bucket, check=False)
    assert failed.returncode != 0 and "NoSuchCORSConfiguration" in failed.stderr
