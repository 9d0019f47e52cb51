"""AWS/ACMPrivateCA metrics as AWS Private CA publishes them: Success, Failure and Time for IssueCertificate
(Operation + PrivateCAArn), CRLGenerated when a revocation's CRL reaches its bucket and MisconfiguredCRLBucket
when the bucket is missing (PrivateCAArn); a call naming no CA publishes nothing."""

from __future__ import annotations

import datetime as dt
import time
import uuid
from typing import Any

import pytest
from botocore.exceptions import ClientError
from pca_helpers import activate_root, leaf_csr, new_ca

from labcloud.testing.server_process import LabcloudProcess

NS = "AWS/ACMPrivateCA"


def _crl(bucket: str) -> dict[str, Any]:
    return {"CrlConfiguration": {"Enabled": True, "ExpirationInDays": 7, "S3BucketName": bucket}}


def _sums(cw: Any, ca: str) -> dict[str, float]:
    """Each metric's Sum (Time: SampleCount) over the CA's dimensions, as ListMetrics names them."""
    now = dt.datetime.now(dt.timezone.utc)
    out: dict[str, float] = {}
    for metric in cw.list_metrics(Namespace=NS)["Metrics"]:
        dims = {d["Name"]: d["Value"] for d in metric["Dimensions"]}
        if dims.get("PrivateCAArn") != ca:
            continue
        stat = "SampleCount" if metric["MetricName"] == "Time" else "Sum"
        points = cw.get_metric_statistics(
            Namespace=NS,
            MetricName=metric["MetricName"],
            Dimensions=metric["Dimensions"],
            StartTime=now - dt.timedelta(minutes=10),
            EndTime=now + dt.timedelta(minutes=10),
            Period=3600,
            Statistics=[stat],
        )["Datapoints"]
        key = metric["MetricName"] + ("/" + dims["Operation"] if "Operation" in dims else "")
        out[key] = sum(p[stat] for p in points)
    return out


def test_issuance_and_crls_publish_acmprivateca_metrics(labcloud: LabcloudProcess) -> None:
    s3, pca, cw = (labcloud.boto3_client(s) for s in ("s3", "acm-pca", "cloudwatch"))
    bucket = f"crl-{uuid.uuid4().hex[:8]}"
    s3.create_bucket(Bucket=bucket)
    good = new_ca(pca, name="Metrics Root", RevocationConfiguration=_crl(bucket))
    missing = new_ca(pca, name="Misconfigured Root", RevocationConfiguration=_crl(bucket + "-missing"))
    for ca in (good, missing):
        activate_root(pca, ca)  # one IssueCertificate each (its own certificate)
    leaves = [
        pca.issue_certificate(
            CertificateAuthorityArn=ca,
            Csr=leaf_csr()[1],
            SigningAlgorithm="SHA256WITHECDSA",
            Validity={"Type": "DAYS", "Value": 7},
        )["CertificateArn"]
        for ca in (good, missing)
    ]
    with pytest.raises(ClientError) as refused:  # a validity past the CA's own: a Failure of the good CA
        pca.issue_certificate(
            CertificateAuthorityArn=good,
            Csr=leaf_csr()[1],
            SigningAlgorithm="SHA256WITHECDSA",
            Validity={"Type": "YEARS", "Value": 50},
        )
    assert refused.value.response["Error"]["Code"] == "InvalidArgsException"
    nobody = good.rsplit("/", 1)[0] + "/" + str(uuid.uuid4())
    with pytest.raises(ClientError) as unknown:  # no such CA: nothing to count it against
        pca.issue_certificate(
            CertificateAuthorityArn=nobody,
            Csr=leaf_csr()[1],
            SigningAlgorithm="SHA256WITHECDSA",
            Validity={"Type": "DAYS", "Value": 7},
        )
    assert unknown.value.response["Error"]["Code"] == "ResourceNotFoundException"
    for ca, leaf in zip((good, missing), leaves, strict=True):
        pca.revoke_certificate(
            CertificateAuthorityArn=ca,
            CertificateSerial=leaf.rsplit("/", 1)[-1],
            RevocationReason="SUPERSEDED",
        )

    expected_good = {
        "Success/IssueCertificate": 2.0,
        "Failure/IssueCertificate": 1.0,
        "Time/IssueCertificate": 3.0,
    }
    expected_missing = {"Success/IssueCertificate": 2.0, "Time/IssueCertificate": 2.0}
    labcloud.advance_clock(5)  # the recorder's flush is due: no waiting for it
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            got_good, got_missing = _sums(cw, good), _sums(cw, missing)
            if got_good == {**expected_good, "CRLGenerated": 1.0} and got_missing == {
                **expected_missing,
                "MisconfiguredCRLBucket": 1.0,
            }:
                break
            time.sleep(0.2)
    finally:
        labcloud.reset_clock()
    assert got_good == {**expected_good, "CRLGenerated": 1.0}
    assert got_missing == {**expected_missing, "MisconfiguredCRLBucket": 1.0}
    assert not [m for m in cw.list_metrics(Namespace=NS)["Metrics"] if nobody in str(m["Dimensions"])]
