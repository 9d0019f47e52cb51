"""Static website hosting: Put/Get/DeleteBucketWebsite with S3's checks and errors, and the website
endpoint served to anonymous curl requests (Host ``<bucket>.s3-website.localhost`` or the path form
``/_labcloud/s3-website/<bucket>/``): index and error documents, redirects, routing rules, and only objects
the bucket policy opens to everyone."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import pytest
from s3_helpers import error_of

from labcloud.testing.server_process import LabcloudProcess

SITE = "site-bucket"


def _public(s3: Any, bucket: str, list_bucket: bool = True) -> None:
    statements = [
        {
            "Effect": "Allow",
            "Principal": "*",
            "Action": "s3:GetObject",
            "Resource": f"arn:aws:s3:::{bucket}/*",
        }
    ]
    if list_bucket:
        statements.append(
            {
                "Effect": "Allow",
                "Principal": "*",
                "Action": "s3:ListBucket",
                "Resource": f"arn:aws:s3:::{bucket}",
            }
        )
    s3.put_bucket_policy(Bucket=bucket, Policy=json.dumps({"Version": "2012-10-17", "Statement": statements}))


def _curl(
    labcloud: Any, path: str, *, host: str | None = None, method: str = "GET"
) -> tuple[int, dict[str, str], str]:
    """(status, headers, body) of an anonymous request, without following redirects."""
    args = ["curl", "-s", "-i", "-X", method, f"{labcloud.endpoint}{path}"]
    if method == "HEAD":
        args = ["curl", "-s", "-I", f"{labcloud.endpoint}{path}"]
    if host:
        args += ["-H", f"Host: {host}"]
    out = subprocess.run(args, capture_output=True, text=True, timeout=30, check=True).stdout
    head, _, body = out.replace("\r\n", "\n").partition("\n\n")
    lines = head.split("\n")
    status = int(lines[0].split()[1])
    headers = {}
    for line in lines[1:]:
        name, _, value = line.partition(":")
        headers[name.strip().lower()] = value.strip()
    return status, headers, body


@pytest.fixture
def site(labcloud: Any, s3: Any) -> str:
    s3.create_bucket(Bucket=SITE)
    s3.put_object(Bucket=SITE, Key="index.html", Body=b"<h1>home</h1>", ContentType="text/html")
    s3.put_object(Bucket=SITE, Key="docs/index.html", Body=b"docs home", ContentType="text/html")
    s3.put_object(Bucket=SITE, Key="docs/a.txt", Body=b"page a", ContentType="text/plain")
    s3.put_object(Bucket=SITE, Key="404.html", Body=b"custom not found", ContentType="text/html")
    s3.put_bucket_website(
        Bucket=SITE,
        WebsiteConfiguration={
            "IndexDocument": {"Suffix": "index.html"},
            "ErrorDocument": {"Key": "404.html"},
        },
    )
    return SITE


def test_put_get_delete(s3: Any, bucket: str) -> None:
    assert error_of(s3.get_bucket_website, Bucket=bucket) == ("NoSuchWebsiteConfiguration", 404)
    config = {
        "IndexDocument": {"Suffix": "index.html"},
        "ErrorDocument": {"Key": "error.html"},
        "RoutingRules": [
            {
                "Condition": {"KeyPrefixEquals": "old/"},
                "Redirect": {"ReplaceKeyPrefixWith": "new/", "HttpRedirectCode": "302"},
            },
            {"Condition": {"HttpErrorCodeReturnedEquals": "404"}, "Redirect": {"HostName": "example.com"}},
        ],
    }
    s3.put_bucket_website(Bucket=bucket, WebsiteConfiguration=config)
    got = s3.get_bucket_website(Bucket=bucket)
    assert {k: got[k] for k in config} == config
    s3.put_bucket_website(
        Bucket=bucket,
        WebsiteConfiguration={"RedirectAllRequestsTo": {"HostName": "example.com", "Protocol": "https"}},
    )
    got = s3.get_bucket_website(Bucket=bucket)
    assert got["RedirectAllRequestsTo"] == {"HostName": "example.com", "Protocol": "https"}
    assert "IndexDocument" not in got
    s3.delete_bucket_website(Bucket=bucket)
    assert error_of(s3.get_bucket_website, Bucket=bucket) == ("NoSuchWebsiteConfiguration", 404)
    s3.delete_bucket_website(Bucket=bucket)


@pytest.mark.parametrize(
    ("config", "code"),
    [
        ({"ErrorDocument": {"Key": "e.html"}}, "InvalidArgument"),
        ({"IndexDocument": {"Suffix": ""}}, "InvalidArgument"),
        ({"IndexDocument": {"Suffix": "a/index.html"}}, "InvalidArgument"),
        (
            {"RedirectAllRequestsTo": {"HostName": "x.com"}, "IndexDocument": {"Suffix": "i.html"}},
            "InvalidRequest",
        ),
        ({"RedirectAllRequestsTo": {"HostName": "x.com", "Protocol": "ftp"}}, "InvalidArgument"),
        (
            {
                "IndexDocument": {"Suffix": "i.html"},
                "RoutingRules": [{"Redirect": {"ReplaceKeyWith": "a", "ReplaceKeyPrefixWith": "b"}}],
            },
            "InvalidRequest",
        ),
        ({"IndexDocument": {"Suffix": "i.html"}, "RoutingRules": [{"Redirect": {}}]}, "MalformedXML"),
        (
            {
                "IndexDocument": {"Suffix": "i.html"},
                "RoutingRules": [{"Condition": {}, "Redirect": {"HostName": "x"}}],
            },
            "InvalidRequest",
        ),
        (
            {
                "IndexDocument": {"Suffix": "i.html"},
                "RoutingRules": [{"Redirect": {"HttpRedirectCode": "200"}}],
            },
            "InvalidArgument",
        ),
        (
            {
                "IndexDocument": {"Suffix": "i.html"},
                "RoutingRules": [
                    {"Condition": {"HttpErrorCodeReturnedEquals": "200"}, "Redirect": {"HostName": "x"}}
                ],
            },
            "InvalidArgument",
        ),
        (
            {
                "IndexDocument": {"Suffix": "i.html"},
                "RoutingRules": [{"Redirect": {"HostName": f"h{i}"}} for i in range(51)],
            },
            "InvalidRequest",
        ),
    ],
    ids=[
        "no-index",
        "empty-suffix",
        "suffix-with-slash",
        "redirect-all-with-index",
        "bad-protocol",
        "replace-key-and-prefix",
        "empty-redirect",
        "empty-condition",
        "redirect-code-not-3xx",
        "error-code-not-4xx-5xx",
        "over-50-rules",
    ],
)
def test_invalid_configurations_are_refused(s3: Any, bucket: str, config: dict[str, Any], code: str) -> None:
    assert error_of(s3.put_bucket_website, Bucket=bucket, WebsiteConfiguration=config) == (code, 400)
    assert error_of(s3.get_bucket_website, Bucket=bucket)[0] == "NoSuchWebsiteConfiguration"


def test_missing_bucket(s3: Any) -> None:
    config = {"IndexDocument": {"Suffix": "index.html"}}
    assert error_of(s3.put_bucket_website, Bucket="nope-x", WebsiteConfiguration=config) == (
        "NoSuchBucket",
        404,
    )
    assert error_of(s3.get_bucket_website, Bucket="nope-x") == ("NoSuchBucket", 404)
    assert error_of(s3.delete_bucket_website, Bucket="nope-x") == ("NoSuchBucket", 404)


def test_serves_index_objects_and_error_document(labcloud: Any, s3: Any, site: str) -> None:
    _public(s3, site)
    host = f"{site}.s3-website.localhost"
    status, headers, body = _curl(labcloud, "/", host=host)
    assert (status, body) == (200, "<h1>home</h1>")
    assert headers["content-type"].startswith("text/html")
    assert _curl(labcloud, "/docs/", host=host)[::2] == (200, "docs home")
    assert _curl(labcloud, "/docs/a.txt", host=host)[::2] == (200, "page a")
    status, headers, _ = _curl(labcloud, "/docs", host=host)
    assert status == 302 and headers["location"].endswith(f"{host}/docs/")
    assert _curl(labcloud, "/missing", host=host)[::2] == (404, "custom not found")
    # the regional host form and the path form on labcloud's port
    assert _curl(labcloud, "/docs/a.txt", host=f"{site}.s3-website-us-east-1.localhost")[::2] == (
        200,
        "page a",
    )
    assert _curl(labcloud, f"/_labcloud/s3-website/{site}/")[::2] == (200, "<h1>home</h1>")
    status, headers, _ = _curl(labcloud, f"/_labcloud/s3-website/{site}/docs")
    assert status == 302 and headers["location"].endswith(f"/_labcloud/s3-website/{site}/docs/")
    status, headers, body = _curl(labcloud, "/docs/a.txt", host=host, method="HEAD")
    assert (status, headers["content-length"], body) == (200, "6", "")
    assert _curl(labcloud, "/x", host=host, method="POST")[0] == 405


def test_default_error_pages(labcloud: Any, s3: Any, site: str) -> None:
    host = f"{site}.s3-website.localhost"
    # no bucket policy: nothing is public
    status, headers, body = _curl(labcloud, "/", host=host)
    assert status == 403 and headers["x-amz-error-code"] == "AccessDenied" and "403 Forbidden" in body
    # public objects, but no public listing: a missing key is 403 as on AWS
    _public(s3, site, list_bucket=False)
    assert _curl(labcloud, "/docs/a.txt", host=host)[0] == 200
    # (the error document, public, is served with the 403)
    assert _curl(labcloud, "/missing", host=host)[::2] == (403, "custom not found")
    # without an error document: S3's own page
    _public(s3, site)
    s3.put_bucket_website(Bucket=site, WebsiteConfiguration={"IndexDocument": {"Suffix": "index.html"}})
    status, headers, body = _curl(labcloud, "/missing", host=host)
    assert status == 404 and headers["x-amz-error-code"] == "NoSuchKey" and "Key: missing" in body
    status, headers, _ = _curl(labcloud, "/", host="no-such-site.s3-website.localhost")
    assert status == 404 and headers["x-amz-error-code"] == "NoSuchBucket"
    s3.delete_bucket_website(Bucket=site)
    status, headers, _ = _curl(labcloud, "/", host=host)
    assert status == 404 and headers["x-amz-error-code"] == "NoSuchWebsiteConfiguration"


def test_redirects_and_routing_rules(labcloud: Any, s3: Any, site: str) -> None:
    _public(s3, site)
    host = f"{site}.s3-website.localhost"
    s3.put_bucket_website(
        Bucket=site,
        WebsiteConfiguration={
            "IndexDocument": {"Suffix": "index.html"},
            "RoutingRules": [
                {
                    "Condition": {"KeyPrefixEquals": "old/"},
                    "Redirect": {"ReplaceKeyPrefixWith": "docs/", "HttpRedirectCode": "302"},
                },
                {
                    "Condition": {"HttpErrorCodeReturnedEquals": "404"},
                    "Redirect": {"HostName": "fallback.example.com", "ReplaceKeyWith": "sorry.html"},
                },
            ],
        },
    )
    status, headers, _ = _curl(labcloud, "/old/a.txt", host=host)
    assert (status, headers["location"]) == (302, f"http://{host}/docs/a.txt")
    status, headers, _ = _curl(labcloud, "/gone", host=host)
    assert (status, headers["location"]) == (301, "http://fallback.example.com/sorry.html")
    assert _curl(labcloud, "/docs/a.txt", host=host)[::2] == (200, "page a")
    s3.put_bucket_website(
        Bucket=site,
        WebsiteConfiguration={"RedirectAllRequestsTo": {"HostName": "www.example.com", "Protocol": "https"}},
    )
    status, headers, _ = _curl(labcloud, "/docs/a.txt", host=host)
    assert (status, headers["location"]) == (301, "https://www.example.com/docs/a.txt")


def test_cli_round_trip(labcloud: Any, bucket: str) -> None:
    labcloud.aws(
        "s3", "website", f"s3://{bucket}", "--index-document", "index.html", "--error-document", "err.html"
    )
    got = labcloud.aws_json("s3api", "get-bucket-website", "--bucket", bucket)
    assert got["IndexDocument"] == {"Suffix": "index.html"} and got["ErrorDocument"] == {"Key": "err.html"}
    labcloud.aws("s3api", "delete-bucket-website", "--bucket", bucket)
    failed = labcloud.aws("s3api", "get-bucket-website", "--bucket", bucket, check=False)
    assert failed.returncode != 0 and "NoSuchWebsiteConfiguration" in failed.stderr


def test_website_survives_a_restart(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()
    try:
        s3 = server.boto3_client("s3")
        s3.create_bucket(Bucket="kept-site")
        s3.put_object(Bucket="kept-site", Key="index.html", Body=b"kept", ContentType="text/html")
        _public(s3, "kept-site")
        s3.put_bucket_website(
            Bucket="kept-site", WebsiteConfiguration={"IndexDocument": {"Suffix": "index.html"}}
        )
        server.kill()  # kill -9: an acknowledged put must survive
        server.start()
        s3 = server.boto3_client("s3")
        assert s3.get_bucket_website(Bucket="kept-site")["IndexDocument"] == {"Suffix": "index.html"}
        assert _curl(server, "/", host="kept-site.s3-website.localhost")[::2] == (200, "kept")
    finally:
        server.stop()


def test_restrict_public_buckets_closes_the_site(labcloud: Any, s3: Any, site: str) -> None:
    """RestrictPublicBuckets: while it is on, a public policy lets no anonymous website visitor in."""
    _public(s3, site)
    host = f"{site}.s3-website.localhost"
    assert _curl(labcloud, "/docs/a.txt", host=host)[::2] == (200, "page a")
    s3.put_public_access_block(Bucket=site, PublicAccessBlockConfiguration={"RestrictPublicBuckets": True})
    status, _, body = _curl(labcloud, "/docs/a.txt", host=host)
    assert status == 403 and "<li>Code: AccessDenied</li>" in body
    assert _curl(labcloud, "/missing", host=host)[0] == 403  # ListBucket is public too, but restricted
    assert s3.get_object(Bucket=site, Key="docs/a.txt")["Body"].read() == b"page a"  # the owner still reads
    s3.put_public_access_block(Bucket=site, PublicAccessBlockConfiguration={"RestrictPublicBuckets": False})
    assert _curl(labcloud, "/docs/a.txt", host=host)[::2] == (200, "page a")
