"""Terraform's aws_api_gateway_domain_name and aws_apigatewayv2_domain_name with a
``mutual_tls_authentication`` block (hashicorp/aws 5.x) apply, re-plan with no changes, import with a plan
of nothing but the imports, and destroy; the applied names ask for client certificates (skipped where
terraform or its provider mirror is absent)."""

from __future__ import annotations

import shutil
import sys
from pathlib import Path

import pytest
from test_apigateway_mtls import CERT, Refused, https_get, make_ca, make_client, truststore_bucket

from labcloud.testing.server_process import LabcloudProcess

HERE = Path(__file__).parent
sys.path.insert(0, str(HERE.parent / "terraform"))

from terraform_runner import Workspace, missing_reason, round_trip, terraform_env  # noqa: E402

pytestmark = [
    pytest.mark.skipif(missing_reason() is not None, reason=str(missing_reason())),
    pytest.mark.timeout(900),
]


def test_mutual_tls_names_apply_replan_import_destroy(tmp_path: Path) -> None:
    server = LabcloudProcess(data_dir=tmp_path / "data").start()  # durable: its CA signs the names
    try:
        ca = make_ca("Terraform CA")
        client = make_client(ca, "tf client", 11).files(tmp_path, "client")
        s3 = truststore_bucket(server, "tf-mtls-trust")
        version = s3.put_object(Bucket="tf-mtls-trust", Key="ca.pem", Body=ca.pem)["VersionId"]
        work = tmp_path / "config"
        shutil.copytree(HERE / "terraform_mtls", work)
        variables = [
            f"-var=endpoint={server.endpoint}",
            "-var=truststore_uri=s3://tf-mtls-trust/ca.pem",
            f"-var=truststore_version={version}",
        ]
        space = Workspace(work, terraform_env(tmp_path / "home"), variables)
        times = round_trip(space)
        assert space.outputs()["rest_truststore"] == "s3://tf-mtls-trust/ca.pem"
        apigw, v2 = server.boto3_client("apigateway"), server.boto3_client("apigatewayv2")
        rest = apigw.get_domain_name(domainName="tf-mtls.example.test")
        assert rest["mutualTlsAuthentication"] == {
            "truststoreUri": "s3://tf-mtls-trust/ca.pem",
            "truststoreVersion": version,
        }
        assert rest["regionalCertificateArn"] != CERT  # the config's own certificate ARN
        http = v2.get_domain_name(DomainName="tf-mtls-v2.example.test")
        assert http["MutualTlsAuthentication"] == {"TruststoreUri": "s3://tf-mtls-trust/ca.pem"}
        # no mapping yet: a verified client reaches the gateway (its 403), one without a certificate does not
        assert https_get(server, "tf-mtls.example.test", "/", client)[0] == 403
        with pytest.raises(Refused):
            https_get(server, "tf-mtls.example.test", "/")
        times["destroy"] = space.destroy().seconds
        print("apigateway mutual TLS: " + ", ".join(f"{k} {v:.0f}s" for k, v in times.items()))
        assert apigw.get_domain_names()["items"] == []
    finally:
        server.stop()
