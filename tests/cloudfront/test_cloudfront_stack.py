"""The CloudFront resource types through a stack: a private bucket behind an OAC (its bucket policy naming
the distribution), an OAI and a cache policy; GetAtt DomainName/Id; a GET through the distribution; an
update in place; delete (disable, deploy, delete)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

from cf_helpers import http

from labcloud.testing.server_process import LabcloudProcess

sys.path.insert(0, str(Path(__file__).parent.parent / "cloudformation"))
from cfn_helpers import events, wait_stack  # noqa: E402

TEMPLATE = """Parameters:
  Root: {Type: String, Default: index.html}
Resources:
  Site:
    Type: AWS::S3::Bucket
    Properties: {BucketName: stack-site}
  Oac:
    Type: AWS::CloudFront::OriginAccessControl
    Properties:
      OriginAccessControlConfig:
        Name: stack-oac
        OriginAccessControlOriginType: s3
        SigningBehavior: always
        SigningProtocol: sigv4
  Oai:
    Type: AWS::CloudFront::CloudFrontOriginAccessIdentity
    Properties:
      CloudFrontOriginAccessIdentityConfig: {Comment: legacy}
  Short:
    Type: AWS::CloudFront::CachePolicy
    Properties:
      CachePolicyConfig:
        Name: short
        MinTTL: 0
        DefaultTTL: 60
        MaxTTL: 120
        ParametersInCacheKeyAndForwardedToOrigin:
          EnableAcceptEncodingGzip: true
          HeadersConfig: {HeaderBehavior: none}
          CookiesConfig: {CookieBehavior: none}
          QueryStringsConfig: {QueryStringBehavior: whitelist, QueryStrings: [v]}
  Cdn:
    Type: AWS::CloudFront::Distribution
    Properties:
      Tags: [{Key: app, Value: site}]
      DistributionConfig:
        Enabled: true
        DefaultRootObject: !Ref Root
        Origins:
          - Id: s3
            DomainName: !GetAtt Site.RegionalDomainName
            S3OriginConfig: {OriginAccessIdentity: ''}
            OriginAccessControlId: !GetAtt Oac.Id
        DefaultCacheBehavior:
          TargetOriginId: s3
          ViewerProtocolPolicy: redirect-to-https
          CachePolicyId: !Ref Short
          AllowedMethods: [GET, HEAD, OPTIONS]
        CustomErrorResponses:
          - {ErrorCode: 404, ResponseCode: 200, ResponsePagePath: /index.html}
  SitePolicy:
    Type: AWS::S3::BucketPolicy
    Properties:
      Bucket: !Ref Site
      PolicyDocument:
        Version: '2012-10-17'
        Statement:
          - Effect: Allow
            Principal: {Service: cloudfront.amazonaws.com}
            Action: s3:GetObject
            Resource: !Sub '${Site.Arn}/*'
            Condition:
              StringEquals:
                AWS:SourceArn: !Sub 'arn:aws:cloudfront::${AWS::AccountId}:distribution/${Cdn}'
Outputs:
  Domain: {Value: !GetAtt Cdn.DomainName}
  Id: {Value: !GetAtt Cdn.Id}
  Canonical: {Value: !GetAtt Oai.S3CanonicalUserId}
"""


def test_a_distribution_stack(labcloud: LabcloudProcess, cf: Any) -> None:
    cfn = labcloud.boto3_client("cloudformation")
    cfn.create_stack(StackName="cdn", TemplateBody=TEMPLATE)
    stack = wait_stack(cfn, "cdn")
    assert stack["StackStatus"] == "CREATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "cdn"))
    outputs = {o["OutputKey"]: o["OutputValue"] for o in stack["Outputs"]}
    dist_id = outputs["Id"]
    assert outputs["Domain"] == f"{dist_id.lower()}.cloudfront.net"
    assert len(outputs["Canonical"]) > 20
    config = cf.get_distribution_config(Id=dist_id)["DistributionConfig"]
    assert config["DefaultCacheBehavior"]["AllowedMethods"]["Items"] == ["GET", "HEAD", "OPTIONS"]
    assert config["CustomErrorResponses"]["Items"][0]["ResponseCode"] == "200"
    s3 = labcloud.boto3_client("s3")
    s3.put_object(Bucket="stack-site", Key="index.html", Body=b"stacked", ContentType="text/html")
    status, headers, body = http(f"{labcloud.endpoint}/_labcloud/cloudfront/{dist_id}/deep/link")
    assert (status, body) == (200, b"stacked")
    cfn.update_stack(
        StackName="cdn",
        TemplateBody=TEMPLATE,
        Parameters=[{"ParameterKey": "Root", "ParameterValue": "home.html"}],
    )
    stack = wait_stack(cfn, "cdn")
    assert stack["StackStatus"] == "UPDATE_COMPLETE", (stack.get("StackStatusReason"), events(cfn, "cdn"))
    assert cf.get_distribution_config(Id=dist_id)["DistributionConfig"]["DefaultRootObject"] == "home.html"
    s3.delete_object(Bucket="stack-site", Key="index.html")
    cfn.delete_stack(StackName="cdn")
    stack = wait_stack(cfn, stack["StackId"])
    assert stack["StackStatus"] == "DELETE_COMPLETE", events(cfn, stack["StackId"])
    assert cf.list_distributions()["DistributionList"]["Quantity"] == 0
    assert cf.list_origin_access_controls()["OriginAccessControlList"]["Quantity"] == 0
    assert cf.list_cache_policies(Type="custom")["CachePolicyList"]["Quantity"] == 0
