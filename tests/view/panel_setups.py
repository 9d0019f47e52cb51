"""Batch and Private CA resources for the view's panel tests: a Fargate environment with a queue and two jobs
(one RUNNABLE, one terminated) at an advanced clock, and an active root CA publishing its CRL to S3 with one
leaf revoked and one kept."""

from __future__ import annotations

import json
import sys
import uuid
from pathlib import Path
from typing import Any

from labcloud.testing.server_process import LabcloudProcess

TESTS = Path(__file__).resolve().parent.parent
for folder in ("batch", "acmpca"):
    sys.path.insert(0, str(TESTS / folder))
from batch_helpers import fargate_container, fargate_resources  # noqa: E402
from pca_helpers import activate_root, leaf_csr, new_ca  # noqa: E402

__all__ = ["batch_queue", "new_ca", "private_ca"]

TRUST = {
    "Version": "2012-10-17",
    "Statement": [
        {"Effect": "Allow", "Principal": {"Service": "ecs-tasks.amazonaws.com"}, "Action": "sts:AssumeRole"}
    ],
}


def batch_queue(labcloud: LabcloudProcess) -> dict[str, Any]:
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


def private_ca(labcloud: LabcloudProcess) -> dict[str, Any]:
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
