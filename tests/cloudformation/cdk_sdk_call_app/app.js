// A CDK v2 app whose only resources are AwsCustomResources (SDK calls made by CDK's own Node.js handler):
// one writes an SSM parameter (v2-style service name "SSM"), one reads it back ("@aws-sdk/client-ssm")
// and outputs its value; the writer's delete call removes it ("ssm"). aws-cdk-lib comes from NODE_PATH.
// installLatestAwsSdk is false, as the feature flag `cdk init` writes makes it: otherwise the handler first
// runs `npm install` inside the function (docs/cdk.md), which labcloud lets it do but which is slow.
const cdk = require("aws-cdk-lib");
const cr = require("aws-cdk-lib/custom-resources");

const NAME = "/labcloud/cdk-sdk-call";

class SdkCallStack extends cdk.Stack {
  constructor(scope, id, props) {
    super(scope, id, props);
    const policy = cr.AwsCustomResourcePolicy.fromSdkCalls({ resources: cr.AwsCustomResourcePolicy.ANY_RESOURCE });
    const writer = new cr.AwsCustomResource(this, "Writer", {
      onCreate: {
        service: "SSM",
        action: "putParameter",
        parameters: { Name: NAME, Value: "written-by-cdk", Type: "String", Overwrite: true },
        physicalResourceId: cr.PhysicalResourceId.of(NAME),
      },
      onDelete: { service: "ssm", action: "deleteParameter", parameters: { Name: NAME } },
      policy,
      installLatestAwsSdk: false,
    });
    const reader = new cr.AwsCustomResource(this, "Reader", {
      onCreate: {
        service: "@aws-sdk/client-ssm",
        action: "GetParameter",
        parameters: { Name: NAME },
        physicalResourceId: cr.PhysicalResourceId.of("reader"),
      },
      policy,
      installLatestAwsSdk: false,
    });
    reader.node.addDependency(writer);
    new cdk.CfnOutput(this, "Value", { value: reader.getResponseField("Parameter.Value") });
  }
}

const app = new cdk.App();
new SdkCallStack(app, process.env.LABCLOUD_CDK_STACK || "LabcloudCdkSdkCall", {
  env: { account: "000000000000", region: "us-east-1" },
});
app.synth();
