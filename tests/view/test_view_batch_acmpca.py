"""The view's Batch and Private CA panels over their JSON routes: compute environments with their state and
status, job queues with their jobs counted per status and the newest jobs with the reason none ran; CAs with
type, status, key algorithm, NotAfter and their CRL's S3 location, the certificates each issued (serial,
subject, status, revocation); and the map's "open" link naming each panel."""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Any

import pytest

from labcloud.testing.server_process import LabcloudProcess

TESTS = Path(__file__).resolve().parent.parent
for folder in ("batch", "acmpca"):
    sys.path.insert(0, str(TESTS / folder))
from batch_helpers import fargate_container, fargate_resources  # noqa: E402
from pca_helpers import activate_root, leaf_csr, new_ca  # noqa: E402

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ecs-tasks.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


@pytest.fixture(autouse=True)
def _fresh(labcloud: LabcloudProcess) -> None:
    labcloud.reset()


def _batch_queue(labcloud: LabcloudProcess) -> dict[str, Any]:
    """A Fargate environment, a queue on it and a job definition; two jobs submitted, the clock moved on until
    they are RUNNABLE and one of them terminated."""
    ec2, iam, batch = (labcloud.boto3_client(s) for s in ("ec2", "iam", "batch"))
    vpc = ec2.create_vpc(CidrBlock="10.61.0.0/16")["Vpc"]["VpcId"]
    subnet = ec2.create_subnet(VpcId=vpc, CidrBlock="10.61.1.0/24")["Subnet"]["SubnetId"]
    group = ec2.create_security_group(GroupName="panel", Description="panel", VpcId=vpc)["GroupId"]
    network = {"subnet": subnet, "sg": group}
    role = iam.create_role(RoleName="panel-exec", AssumeRolePolicyDocument=json.dumps(TRUST))["Role"]["Arn"]
    env = batch.create_compute_environment(
        computeEnvironmentName="panel-ce", type="MANAGED", computeResources=fargate_resources(network)
    )["computeEnvironmentArn"]
    labcloud.advance_clock(2)  # CREATING → VALID
    batch.create_job_queue(
        jobQueueName="panel-q", priority=5, computeEnvironmentOrder=[{"order": 1, "computeEnvironment": env}]
    )
    definition = batch.register_job_definition(
        jobDefinitionName="panel-jd",
        type="container",
        platformCapabilities=["FARGATE"],
        parameters={"greeting": "hi"},
        containerProperties=fargate_container(role),
    )["jobDefinitionArn"]
    jobs = [
        batch.submit_job(jobName=name, jobQueue="panel-q", jobDefinition=definition)["jobId"]
        for name in ("first", "second")
    ]
    labcloud.advance_clock(3)  # SUBMITTED → PENDING → RUNNABLE
    batch.terminate_job(jobId=jobs[0], reason="stopped by the panel test")
    return {"jobs": jobs, "batch": batch}


def _private_ca(labcloud: LabcloudProcess) -> dict[str, Any]:
    """An active root CA publishing its CRL to S3, one leaf issued and revoked, one leaf left as issued."""
    s3, pca = labcloud.boto3_client("s3"), labcloud.boto3_client("acm-pca")
    bucket = f"crl-{uuid.uuid4().hex[:8]}"
    s3.create_bucket(Bucket=bucket)
    ca = new_ca(
        pca,
        name="Panel Root",
        RevocationConfiguration={
            "CrlConfiguration": {"Enabled": True, "ExpirationInDays": 7, "S3BucketName": bucket}
        },
    )
    activate_root(pca, ca)
    leaves = []
    for name in ("revoked.internal.example", "kept.internal.example"):
        arn = pca.issue_certificate(
            CertificateAuthorityArn=ca,
            Csr=leaf_csr(name)[1],
            SigningAlgorithm="SHA256WITHECDSA",
            Validity={"Type": "DAYS", "Value": 30},
        )["CertificateArn"]
        leaves.append(arn)
    serial = leaves[0].rsplit("/", 1)[-1]
    pca.revoke_certificate(
        CertificateAuthorityArn=ca, CertificateSerial=serial, RevocationReason="SUPERSEDED"
    )
    return {"ca": ca, "bucket": bucket, "leaves": leaves, "pca": pca}


def test_the_batch_route_shows_environments_queues_counts_and_reasons(labcloud: LabcloudProcess) -> None:
    assert labcloud.get("/_labcloud/batch") == {"environments": [], "queues": []}
    try:
        made = _batch_queue(labcloud)
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
    made = _private_ca(labcloud)
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


def test_the_map_opens_the_batch_and_acmpca_panels(labcloud: LabcloudProcess, page: Any) -> None:
    try:
        _map_and_panels(labcloud, page)
    finally:
        labcloud.reset_clock()


def _map_and_panels(labcloud: LabcloudProcess, page: Any) -> None:
    made = _batch_queue(labcloud)
    _private_ca(labcloud)
    page.goto(labcloud.endpoint + "/_labcloud/view/map")
    page.wait_for_selector("body[data-loaded]")
    page.click("#map .node[data-kind='batch.job_queue']")
    opened = page.locator("#details a.open").get_attribute("href")
    assert opened == "/_labcloud/view/?resource=panel-q#panel-batch"
    page.goto(labcloud.endpoint + opened)
    job = page.locator(
        f'#panel-batch .batch-queue[data-name="panel-q"] tr.batch-job[data-id="{made["jobs"][1]}"]'
    )
    job.wait_for(timeout=15000)
    assert job.inner_text().split("\t")[2] == "RUNNABLE"
    counts = page.locator('#panel-batch .batch-queue[data-name="panel-q"] .batch-counts').inner_text()
    assert counts == "RUNNABLE 1 \u00b7 FAILED 1"
    assert page.locator("#panel-batch").evaluate("e => e.getBoundingClientRect().top") < 1000
    revoked = page.locator("#panel-acmpca tr.acmpca-certificate.revoked")
    revoked.wait_for(timeout=15000)
    assert revoked.inner_text().split("\t")[-1] == "SUPERSEDED"
    assert (
        "Panel Root \u00b7 ROOT \u00b7 ACTIVE"
        in page.locator("#panel-acmpca .acmpca-authority h3").inner_text()
    )
    assert page.page_errors == []
