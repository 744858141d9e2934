/** @type {import('next').NextConfig} */
export default {
  reactStrictMode: true,
}
