# A multi-Region KMS key and its replica in another Region of the same labcloud endpoint (a second
# provider block), and an IAM server certificate from a self-signed PEM fixture (issue 38; the tls
# provider is not in the local mirror).

provider "aws" {
  alias                       = "west"
  region                      = "us-west-2"
  access_key                  = "test"
  secret_key                  = "test"
  skip_credentials_validation = true
  skip_metadata_api_check     = true
  skip_region_validation      = true
}

resource "aws_kms_key" "multi" {
  description             = "${var.prefix} multi-Region primary"
  multi_region            = true
  deletion_window_in_days = 7
}

resource "aws_kms_replica_key" "west" {
  provider                = aws.west
  description             = "${var.prefix} replica in us-west-2"
  primary_key_arn         = aws_kms_key.multi.arn
  deletion_window_in_days = 7
  tags                    = { replica = "west" }
}

resource "aws_iam_server_certificate" "web" {
  name             = "${var.prefix}-web"
  path             = "/tf/"
  certificate_body = file("${path.module}/tf38r_server_cert.pem")
  private_key      = file("${path.module}/tf38r_server_key.pem")
  tags             = { tier = "web" }
}
