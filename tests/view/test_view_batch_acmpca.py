"""The view's Batch and Private CA panels over their JSON routes: compute environments with their state and
status, job queues with their jobs counted per status and the newest jobs with the reason none ran; CAs with
type, status, key algorithm, NotAfter and their CRL's S3 location, the certificates each issued (serial,
subject, status, revocation). The map's "open" link naming each panel is checked in
test_view_rds_ecs_autoscaling.py, sharing that file's browser."""

from __future__ import annotations

import json

import pytest
from panel_setups import batch_queue, new_ca, private_ca

from labcloud.testing.server_process import LabcloudProcess


@pytest.fixture(autouse=True)
def _fresh(labcloud: LabcloudProcess) -> None:
    labcloud.reset()


def test_the_batch_route_shows_environments_queues_counts_and_reasons(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/batch") == {"environments": [], "queues": []}
    try:
        made = batch_queue(labcloud)
        doc = labcloud.get("/_labcloud/batch")
        described = {j["jobId"]: j for j in made["batch"].describe_jobs(jobs=made["jobs"])["jobs"]}
    finally:
        labcloud.reset_clock()  # read at the advanced clock: behind it, the jobs would not be RUNNABLE yet
    (env,) = doc["environments"]
    assert (env["name"], env["type"], env["state"], env["status"]) == (
        "panel-ce",
        "FARGATE",
        "ENABLED",
        "VALID",
    )
    (queue,) = doc["queues"]
    assert (queue["name"], queue["priority"], queue["state"]) == ("panel-q", 5, "ENABLED")
    assert queue["environments"] == ["panel-ce"]
    assert queue["counts"] == {
        "SUBMITTED": 0,
        "PENDING": 0,
        "RUNNABLE": 1,
        "STARTING": 0,
        "RUNNING": 0,
        "SUCCEEDED": 0,
        "FAILED": 1,
    }
    shown = {j["id"]: j for j in queue["jobs"]}
    assert set(shown) == set(made["jobs"])
    for job_id, job in described.items():
        assert (shown[job_id]["status"], shown[job_id]["reason"]) == (job["status"], job["statusReason"])
        assert shown[job_id]["created_at"] == job["createdAt"] / 1000.0
    assert shown[made["jobs"][0]]["reason"] == "stopped by the panel test"
    assert shown[made["jobs"][1]]["status"] == "RUNNABLE"


def test_the_acmpca_route_shows_authorities_certificates_and_the_crl(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/acmpca") == {"authorities": []}
    made = private_ca(labcloud)
    pending = new_ca(made["pca"], name="Pending Sub", kind="SUBORDINATE", key="RSA_2048")
    doc = labcloud.get("/_labcloud/acmpca")
    by_arn = {a["arn"]: a for a in doc["authorities"]}
    root, sub = by_arn[made["ca"]], by_arn[pending]
    described = made["pca"].describe_certificate_authority(CertificateAuthorityArn=made["ca"])
    assert (root["type"], root["status"], root["key_algorithm"]) == ("ROOT", "ACTIVE", "EC_prime256v1")
    assert root["common_name"] == "Panel Root"
    assert root["not_after"] == described["CertificateAuthority"]["NotAfter"].timestamp()
    assert root["crl"] == f"s3://{made['bucket']}/crl/{made['ca'].rsplit('/', 1)[-1]}.crl"
    assert (sub["type"], sub["status"], sub["not_after"], sub["crl"]) == (
        "SUBORDINATE",
        "PENDING_CERTIFICATE",
        None,
        None,
    )
    assert sub["certificates"] == []
    # newest first: the kept leaf, the revoked one, then the root's own certificate
    kept, revoked, own = root["certificates"]
    assert [kept["arn"], revoked["arn"]] == made["leaves"][::-1]
    assert (kept["status"], kept["subject"], kept["revoked_at"]) == (
        "ISSUED",
        "CN=kept.internal.example",
        None,
    )
    assert (revoked["status"], revoked["revocation_reason"]) == ("REVOKED", "SUPERSEDED")
    assert revoked["revoked_at"] >= revoked["issued_at"]
    assert revoked["serial"].replace(":", "").lstrip("0") == made["leaves"][0].rsplit("/", 1)[-1].lstrip("0")
    assert own["template"] == "RootCACertificate/V1" and own["subject"].startswith("CN=Panel Root")
    assert "PRIVATE KEY" not in json.dumps(doc)
