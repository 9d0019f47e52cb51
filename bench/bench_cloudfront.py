"""CloudFront benchmark: a GET through a distribution to an S3 object, an edge-cache miss and a hit.

Run: python bench/bench_cloudfront.py   (starts its own labcloud; prints numbers, asserts nothing)

One kept-alive HTTP connection GETs ``/_labcloud/cloudfront/<id>/obj<n>.txt``: a miss (each object once,
read from S3 through the hub as the distribution's OAC, the bucket policy checked) and a hit (the same
object again, from the edge cache); p50/p99 of each, and a direct S3 GetObject of the same size for scale.
"""

from __future__ import annotations

import http.client
import json
import time

from labcloud.testing.server_process import LabcloudProcess

OBJECTS = 300
HITS = 1000
BODY = b"x" * 4096


def pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def show(label: str, values: list[float]) -> None:
    print(
        f"{label:<34} p50 {pct(values, 0.5) * 1000:7.3f} ms   p99 {pct(values, 0.99) * 1000:7.3f} ms   n={len(values)}"
    )


def main() -> None:
    server = LabcloudProcess(in_memory=True).start()
    try:
        s3 = server.boto3_client("s3")
        cf = server.boto3_client("cloudfront")
        s3.create_bucket(Bucket="bench-site")
        for n in range(OBJECTS):
            s3.put_object(Bucket="bench-site", Key=f"obj{n}.txt", Body=BODY, ContentType="text/plain")
        oac = cf.create_origin_access_control(
            OriginAccessControlConfig={
                "Name": "bench",
                "SigningProtocol": "sigv4",
                "SigningBehavior": "always",
                "OriginAccessControlOriginType": "s3",
            }
        )["OriginAccessControl"]["Id"]
        made = cf.create_distribution(
            DistributionConfig={
                "CallerReference": "bench",
                "Comment": "",
                "Enabled": True,
                "Origins": {
                    "Quantity": 1,
                    "Items": [
                        {
                            "Id": "s3",
                            "DomainName": "bench-site.s3.us-east-1.amazonaws.com",
                            "S3OriginConfig": {"OriginAccessIdentity": ""},
                            "OriginAccessControlId": oac,
                        }
                    ],
                },
                "DefaultCacheBehavior": {
                    "TargetOriginId": "s3",
                    "ViewerProtocolPolicy": "allow-all",
                    "CachePolicyId": "658327ea-f89d-4fab-a63d-7e88639e58f6",
                },
            }
        )["Distribution"]
        policy = {
            "Version": "2012-10-17",
            "Statement": [
                {
                    "Effect": "Allow",
                    "Principal": {"Service": "cloudfront.amazonaws.com"},
                    "Action": "s3:GetObject",
                    "Resource": "arn:aws:s3:::bench-site/*",
                    "Condition": {"StringEquals": {"AWS:SourceArn": made["ARN"]}},
                }
            ],
        }
        s3.put_bucket_policy(Bucket="bench-site", Policy=json.dumps(policy))
        conn = http.client.HTTPConnection("127.0.0.1", server.port)
        base = f"/_labcloud/cloudfront/{made['Id']}"

        def get(path: str) -> tuple[float, str]:
            started = time.perf_counter()
            conn.request("GET", path)
            response = conn.getresponse()
            response.read()
            return time.perf_counter() - started, response.getheader("X-Cache") or ""

        misses = [get(f"{base}/obj{n}.txt") for n in range(OBJECTS)]
        hits = [get(f"{base}/obj{n % OBJECTS}.txt") for n in range(HITS)]
        assert all(kind.startswith("Miss") for _, kind in misses) and all(
            kind.startswith("Hit") for _, kind in hits
        )
        direct = []
        for n in range(OBJECTS):
            started = time.perf_counter()
            s3.get_object(Bucket="bench-site", Key=f"obj{n}.txt")["Body"].read()
            direct.append(time.perf_counter() - started)
        print(f"CloudFront GET of a {len(BODY)}-byte S3 object (one kept-alive connection)")
        show("miss (S3 read as the OAC)", [t for t, _ in misses])
        show("hit (edge cache)", [t for t, _ in hits])
        show("direct S3 GetObject (boto3)", direct)
    finally:
        server.stop()


if __name__ == "__main__":
    main()
