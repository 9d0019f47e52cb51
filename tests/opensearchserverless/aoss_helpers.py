"""Helpers of the OpenSearch Serverless tests: a collection opened to principals (its encryption, network
and data access policies), an opensearch-py client signing for ``aoss``, and plain SigV4-signed requests."""

from __future__ import annotations

import http.client
import json
import socket
import ssl
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

import botocore.auth
import botocore.awsrequest
import botocore.credentials
from opensearchpy import AWSV4SignerAuth, OpenSearch, RequestsHttpConnection

from labcloud.testing.server_process import LabcloudProcess

EVERYTHING = ["aoss:*"]


def policies(aoss: Any, name: str, principals: list[str], permissions: list[str] | None = None) -> None:
    """The encryption, network and data access policies a collection named ``name`` needs."""
    aoss.create_security_policy(
        name=f"{name}-enc",
        type="encryption",
        policy=json.dumps(
            {
                "Rules": [{"ResourceType": "collection", "Resource": [f"collection/{name}"]}],
                "AWSOwnedKey": True,
            }
        ),
    )
    aoss.create_security_policy(
        name=f"{name}-net",
        type="network",
        policy=json.dumps(
            [
                {
                    "Rules": [{"ResourceType": "collection", "Resource": [f"collection/{name}"]}],
                    "AllowFromPublic": True,
                }
            ]
        ),
    )
    aoss.create_access_policy(
        name=f"{name}-data",
        type="data",
        policy=json.dumps(
            [
                {
                    "Rules": [
                        {
                            "ResourceType": "index",
                            "Resource": [f"index/{name}/*"],
                            "Permission": permissions or EVERYTHING,
                        },
                        {
                            "ResourceType": "collection",
                            "Resource": [f"collection/{name}"],
                            "Permission": ["aoss:*"],
                        },
                    ],
                    "Principal": principals,
                }
            ]
        ),
    )


def open_collection(
    aoss: Any, name: str, principals: list[str], kind: str = "VECTORSEARCH"
) -> dict[str, Any]:
    policies(aoss, name, principals)
    created = aoss.create_collection(name=name, type=kind)["createCollectionDetail"]
    detail: dict[str, Any] = aoss.batch_get_collection(ids=[created["id"]])["collectionDetails"][0]
    return detail


@dataclass
class Keys:
    access_key: str = "test"
    secret_key: str = "test"
    token: str | None = None


def client(server: LabcloudProcess, collection_id: str, keys: Keys | None = None) -> OpenSearch:
    """opensearch-py against the collection's path form (this machine's resolver may not know *.localhost)."""
    keys = keys or Keys()
    credentials = botocore.credentials.Credentials(keys.access_key, keys.secret_key, keys.token)
    return OpenSearch(
        hosts=[{"host": "127.0.0.1", "port": server.port, "url_prefix": f"_labcloud/aoss/{collection_id}"}],
        http_auth=AWSV4SignerAuth(credentials, "us-east-1", "aoss"),
        use_ssl=False,
        connection_class=RequestsHttpConnection,
        timeout=30,
    )


@dataclass
class Answer:
    status: int
    body: Any


class _Loopback(http.client.HTTPSConnection):
    """HTTPS to 127.0.0.1, verifying the certificate for the endpoint's own host name (SNI)."""

    def connect(self) -> None:
        raw = socket.create_connection(("127.0.0.1", self.port), self.timeout)
        self.sock = self._context.wrap_socket(raw, server_hostname=self.host)  # type: ignore[attr-defined]


def signed(
    endpoint: str,
    method: str,
    path: str,
    body: Any = None,
    keys: Keys | None = None,
    service: str = "aoss",
    ca: str | None = None,
) -> Answer:
    """A SigV4-signed request to ``endpoint`` (a collection endpoint, host form), sent to 127.0.0.1 with the
    endpoint's Host header: over TLS verified with ``ca`` when given, else plain HTTP on the same port."""
    keys = keys or Keys()
    parts = urlsplit(endpoint)
    data = b"" if body is None else (body if isinstance(body, bytes) else json.dumps(body).encode())
    request = botocore.awsrequest.AWSRequest(
        method=method, url=f"{endpoint}{path}", data=data, headers={"content-type": "application/json"}
    )
    credentials = botocore.credentials.Credentials(keys.access_key, keys.secret_key, keys.token)
    botocore.auth.SigV4Auth(credentials, service, "us-east-1").add_auth(request)
    connection: http.client.HTTPConnection
    if ca is None:
        connection = http.client.HTTPConnection("127.0.0.1", parts.port, timeout=30)
    else:
        context = ssl.create_default_context(cafile=ca)
        connection = _Loopback(str(parts.hostname), parts.port, timeout=30, context=context)
    try:
        headers = {"Host": parts.netloc, **dict(request.headers.items())}
        connection.request(method, path, body=data, headers=headers)
        response = connection.getresponse()
        raw = response.read()
    finally:
        connection.close()
    return Answer(response.status, json.loads(raw) if raw else None)
