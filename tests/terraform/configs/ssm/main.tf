# SSM parameters with Terraform (the provider block is what `labcloud terraform` prints): the three
# parameter types, a tag, the Advanced tier, and the data source reading a public AMI parameter.
resource "aws_ssm_parameter" "url" {
  name        = "/tf/app/url"
  type        = "String"
  value       = "http://example.test"
  description = "made by terraform"
  tags        = { team = "red" }
}

resource "aws_ssm_parameter" "hosts" {
  name  = "/tf/app/hosts"
  type  = "StringList"
  value = "a,b"
}

resource "aws_ssm_parameter" "secret" {
  name  = "/tf/app/secret"
  type  = "SecureString"
  value = "hunter2"
  tier  = "Advanced"
}

data "aws_ssm_parameter" "ami" {
  name = "/aws/service/ami-amazon-linux-latest/al2023-ami-kernel-default-x86_64"
}

data "aws_ssm_parameter" "secret" {
  name       = aws_ssm_parameter.secret.name
  depends_on = [aws_ssm_parameter.secret]
}

output "ami" { value = nonsensitive(data.aws_ssm_parameter.ami.value) }
output "secret" {
  value     = data.aws_ssm_parameter.secret.value
  sensitive = true
}
output "url_arn" { value = aws_ssm_parameter.url.arn }
