// generated from specs/forms/obj-ssl-vpn-setting.schema.json and obj-ssl-vpn-setting.ui.json; do not edit, run npm run codegen
import * as __mod0_ns from "ajv/dist/runtime/ucs2length.js";
const __mod0 = __mod0_ns.default && __mod0_ns.default.__esModule ? __mod0_ns.default : __mod0_ns;
const exports = {};
exports["-46afdef4"] = validate24;
const schema53 = {"$schema":"https://json-schema.org/draft/2020-12/schema","type":"object","additionalProperties":true,"required":["name","source-interface","servercert"],"properties":{"name":{"type":"string","title":"FortiGate","minLength":1,"maxLength":35,"pattern":"^[^\\\\/\"'<>&|;#]*$","errorMessage":{"minLength":"This field is required.","maxLength":"The name cannot be longer than 35 characters.","pattern":"The name cannot contain \\ / \" ' < > & | ; #"},"description":"The managed FortiGate these settings are installed on."},"status":{"type":"string","title":"SSL-VPN","oneOf":[{"const":"enable","title":"Enable"},{"const":"disable","title":"Disable"}],"default":"enable"},"port":{"type":"integer","title":"Listen on Port","minimum":1,"maximum":65535,"errorMessage":{"minimum":"Listen on Port must be between 1 and 65535.","maximum":"Listen on Port must be between 1 and 65535.","type":"Listen on Port must be a whole number."},"default":10443},"source-interface":{"type":"array","title":"Listen on Interfaces","uniqueItems":true,"items":{"type":"string","title":"Interface","minLength":1,"maxLength":35,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 35 characters."}},"default":["wan1"],"minItems":1,"errorMessage":{"minItems":"Add at least one interface."}},"servercert":{"type":"string","title":"Server Certificate","maxLength":35,"errorMessage":{"maxLength":"Server Certificate cannot be longer than 35 characters.","minLength":"This field is required."},"minLength":1,"default":"Fortinet_Factory"},"tunnel-ip-pools":{"type":"array","title":"Address Range","uniqueItems":true,"items":{"type":"string","title":"Address","minLength":1,"maxLength":79,"errorMessage":{"minLength":"This field is required.","maxLength":"An entry cannot be longer than 79 characters."}},"default":["SSLVPN_TUNNEL_ADDR1"]},"dns-server1":{"type":"string","title":"DNS Server","pattern":"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$","errorMessage":{"pattern":"Enter an IPv4 address, e.g. 10.10.20.1."}},"default-portal":{"type":"string","title":"Default Portal","maxLength":35,"errorMessage":{"maxLength":"Default Portal cannot be longer than 35 characters."},"description":"Portal of users no authentication rule matches.","default":"no-access"},"idle-timeout":{"type":"integer","title":"Idle Timeout (s)","minimum":0,"maximum":259200,"errorMessage":{"minimum":"Idle Timeout (s) must be between 0 and 259200.","maximum":"Idle Timeout (s) must be between 0 and 259200.","type":"Idle Timeout (s) must be a whole number."},"default":300},"auth-timeout":{"type":"integer","title":"Authentication Timeout (s)","minimum":0,"maximum":259200,"errorMessage":{"minimum":"Authentication Timeout (s) must be between 0 and 259200.","maximum":"Authentication Timeout (s) must be between 0 and 259200.","type":"Authentication Timeout (s) must be a whole number."},"default":28800},"login-attempt-limit":{"type":"integer","title":"Login Attempts Before Block","minimum":0,"maximum":10,"errorMessage":{"minimum":"Login Attempts Before Block must be between 0 and 10.","maximum":"Login Attempts Before Block must be between 0 and 10.","type":"Login Attempts Before Block must be a whole number."},"default":2},"ssl-min-proto-ver":{"type":"string","title":"Minimum TLS Version","oneOf":[{"const":"tls1-1","title":"TLS 1.1"},{"const":"tls1-2","title":"TLS 1.2"},{"const":"tls1-3","title":"TLS 1.3"}],"default":"tls1-2"}},"errorMessage":{"required":{"name":"This field is required.","source-interface":"This field is required.","servercert":"This field is required."}},"$id":"-46afdef4"};
const func1 = __mod0.default;
const pattern4 = new RegExp("^[^\\\\/\"'<>&|;#]*$", "u");
const pattern5 = new RegExp("^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$", "u");
const obj0 = {"required":"missingProperty","dependencies":"property","dependentRequired":"property"};

function validate24(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate24.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if(data && typeof data == "object" && !Array.isArray(data)){
if(data.name === undefined){
const err0 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "name"},message:"must have required property '"+"name"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
if(data["source-interface"] === undefined){
const err1 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "source-interface"},message:"must have required property '"+"source-interface"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err1];
}
else {
vErrors.push(err1);
}
errors++;
}
if(data.servercert === undefined){
const err2 = {instancePath,schemaPath:"#/required",keyword:"required",params:{missingProperty: "servercert"},message:"must have required property '"+"servercert"+"'",schema:schema53.required,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err2];
}
else {
vErrors.push(err2);
}
errors++;
}
if(data.name !== undefined){
let data0 = data.name;
if(typeof data0 === "string"){
if(func1(data0) > 35){
const err3 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err3];
}
else {
vErrors.push(err3);
}
errors++;
}
if(func1(data0) < 1){
const err4 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err4];
}
else {
vErrors.push(err4);
}
errors++;
}
if(!pattern4.test(data0)){
const err5 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/pattern",keyword:"pattern",params:{pattern: "^[^\\\\/\"'<>&|;#]*$"},message:"must match pattern \""+"^[^\\\\/\"'<>&|;#]*$"+"\"",schema:"^[^\\\\/\"'<>&|;#]*$",parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err5];
}
else {
vErrors.push(err5);
}
errors++;
}
}
else {
const err6 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.name.type,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err6];
}
else {
vErrors.push(err6);
}
errors++;
}
if(errors > 0){
const emErrors0 = {"minLength":[],"maxLength":[],"pattern":[]};
const templates0 = {};
for(const err7 of vErrors){
if((((((err7.keyword !== "errorMessage") && (!err7.emUsed)) && (err7.instancePath === instancePath+"/name")) && (err7.keyword in emErrors0)) && (err7.schemaPath.indexOf("#/properties/name") === 0)) && (/^\/[^\/]*$/.test(err7.schemaPath.slice(17)))){
emErrors0[err7.keyword].push(err7);
err7.emUsed = true;
}
}
for(const key0 in emErrors0){
if(emErrors0[key0].length){
const err8 = {instancePath:instancePath+"/name",schemaPath:"#/properties/name/errorMessage",keyword:"errorMessage",params:{errors: emErrors0[key0]},message:key0 in templates0 ? templates0[key0]() : schema53.properties.name.errorMessage[key0],schema:schema53.properties.name.errorMessage,parentSchema:schema53.properties.name,data:data0};
if(vErrors === null){
vErrors = [err8];
}
else {
vErrors.push(err8);
}
errors++;
}
}
const emErrs0 = [];
for(const err9 of vErrors){
if(!err9.emUsed){
emErrs0.push(err9);
}
}
vErrors = emErrs0;
errors = emErrs0.length;
}
}
if(data.status !== undefined){
let data1 = data.status;
if(typeof data1 !== "string"){
const err10 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.status.type,parentSchema:schema53.properties.status,data:data1};
if(vErrors === null){
vErrors = [err10];
}
else {
vErrors.push(err10);
}
errors++;
}
const _errs6 = errors;
let valid1 = false;
let passing0 = null;
const _errs7 = errors;
if("enable" !== data1){
const err11 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/0/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema53.properties.status.oneOf[0],data:data1};
if(vErrors === null){
vErrors = [err11];
}
else {
vErrors.push(err11);
}
errors++;
}
var _valid0 = _errs7 === errors;
if(_valid0){
valid1 = true;
passing0 = 0;
}
const _errs8 = errors;
if("disable" !== data1){
const err12 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf/1/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema53.properties.status.oneOf[1],data:data1};
if(vErrors === null){
vErrors = [err12];
}
else {
vErrors.push(err12);
}
errors++;
}
var _valid0 = _errs8 === errors;
if(_valid0 && valid1){
valid1 = false;
passing0 = [passing0, 1];
}
else {
if(_valid0){
valid1 = true;
passing0 = 1;
}
}
if(!valid1){
const err13 = {instancePath:instancePath+"/status",schemaPath:"#/properties/status/oneOf",keyword:"oneOf",params:{passingSchemas: passing0},message:"must match exactly one schema in oneOf",schema:schema53.properties.status.oneOf,parentSchema:schema53.properties.status,data:data1};
if(vErrors === null){
vErrors = [err13];
}
else {
vErrors.push(err13);
}
errors++;
}
else {
errors = _errs6;
if(vErrors !== null){
if(_errs6){
vErrors.length = _errs6;
}
else {
vErrors = null;
}
}
}
}
if(data.port !== undefined){
let data2 = data.port;
if(!((typeof data2 == "number") && (!(data2 % 1) && !isNaN(data2)))){
const err14 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties.port.type,parentSchema:schema53.properties.port,data:data2};
if(vErrors === null){
vErrors = [err14];
}
else {
vErrors.push(err14);
}
errors++;
}
if(typeof data2 == "number"){
if(data2 > 65535 || isNaN(data2)){
const err15 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/maximum",keyword:"maximum",params:{comparison: "<=", limit: 65535},message:"must be <= 65535",schema:65535,parentSchema:schema53.properties.port,data:data2};
if(vErrors === null){
vErrors = [err15];
}
else {
vErrors.push(err15);
}
errors++;
}
if(data2 < 1 || isNaN(data2)){
const err16 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/minimum",keyword:"minimum",params:{comparison: ">=", limit: 1},message:"must be >= 1",schema:1,parentSchema:schema53.properties.port,data:data2};
if(vErrors === null){
vErrors = [err16];
}
else {
vErrors.push(err16);
}
errors++;
}
}
if(errors > 0){
const emErrors1 = {"minimum":[],"maximum":[],"type":[]};
const templates1 = {};
for(const err17 of vErrors){
if((((((err17.keyword !== "errorMessage") && (!err17.emUsed)) && (err17.instancePath === instancePath+"/port")) && (err17.keyword in emErrors1)) && (err17.schemaPath.indexOf("#/properties/port") === 0)) && (/^\/[^\/]*$/.test(err17.schemaPath.slice(17)))){
emErrors1[err17.keyword].push(err17);
err17.emUsed = true;
}
}
for(const key1 in emErrors1){
if(emErrors1[key1].length){
const err18 = {instancePath:instancePath+"/port",schemaPath:"#/properties/port/errorMessage",keyword:"errorMessage",params:{errors: emErrors1[key1]},message:key1 in templates1 ? templates1[key1]() : schema53.properties.port.errorMessage[key1],schema:schema53.properties.port.errorMessage,parentSchema:schema53.properties.port,data:data2};
if(vErrors === null){
vErrors = [err18];
}
else {
vErrors.push(err18);
}
errors++;
}
}
const emErrs1 = [];
for(const err19 of vErrors){
if(!err19.emUsed){
emErrs1.push(err19);
}
}
vErrors = emErrs1;
errors = emErrs1.length;
}
}
if(data["source-interface"] !== undefined){
let data3 = data["source-interface"];
if(Array.isArray(data3)){
if(data3.length < 1){
const err20 = {instancePath:instancePath+"/source-interface",schemaPath:"#/properties/source-interface/minItems",keyword:"minItems",params:{limit: 1},message:"must NOT have fewer than 1 items",schema:1,parentSchema:schema53.properties["source-interface"],data:data3};
if(vErrors === null){
vErrors = [err20];
}
else {
vErrors.push(err20);
}
errors++;
}
const len0 = data3.length;
for(let i0=0; i0<len0; i0++){
let data4 = data3[i0];
if(typeof data4 === "string"){
if(func1(data4) > 35){
const err21 = {instancePath:instancePath+"/source-interface/" + i0,schemaPath:"#/properties/source-interface/items/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties["source-interface"].items,data:data4};
if(vErrors === null){
vErrors = [err21];
}
else {
vErrors.push(err21);
}
errors++;
}
if(func1(data4) < 1){
const err22 = {instancePath:instancePath+"/source-interface/" + i0,schemaPath:"#/properties/source-interface/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["source-interface"].items,data:data4};
if(vErrors === null){
vErrors = [err22];
}
else {
vErrors.push(err22);
}
errors++;
}
}
else {
const err23 = {instancePath:instancePath+"/source-interface/" + i0,schemaPath:"#/properties/source-interface/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["source-interface"].items.type,parentSchema:schema53.properties["source-interface"].items,data:data4};
if(vErrors === null){
vErrors = [err23];
}
else {
vErrors.push(err23);
}
errors++;
}
if(errors > 0){
const emErrors2 = {"minLength":[],"maxLength":[]};
const templates2 = {};
for(const err24 of vErrors){
if((((((err24.keyword !== "errorMessage") && (!err24.emUsed)) && (err24.instancePath === instancePath+"/source-interface/" + i0)) && (err24.keyword in emErrors2)) && (err24.schemaPath.indexOf("#/properties/source-interface/items") === 0)) && (/^\/[^\/]*$/.test(err24.schemaPath.slice(35)))){
emErrors2[err24.keyword].push(err24);
err24.emUsed = true;
}
}
for(const key2 in emErrors2){
if(emErrors2[key2].length){
const err25 = {instancePath:instancePath+"/source-interface/" + i0,schemaPath:"#/properties/source-interface/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors2[key2]},message:key2 in templates2 ? templates2[key2]() : schema53.properties["source-interface"].items.errorMessage[key2],schema:schema53.properties["source-interface"].items.errorMessage,parentSchema:schema53.properties["source-interface"].items,data:data4};
if(vErrors === null){
vErrors = [err25];
}
else {
vErrors.push(err25);
}
errors++;
}
}
const emErrs2 = [];
for(const err26 of vErrors){
if(!err26.emUsed){
emErrs2.push(err26);
}
}
vErrors = emErrs2;
errors = emErrs2.length;
}
}
let i1 = data3.length;
let j0;
if(i1 > 1){
const indices0 = {};
for(;i1--;){
let item0 = data3[i1];
if(typeof item0 !== "string"){
continue;
}
if(typeof indices0[item0] == "number"){
j0 = indices0[item0];
const err27 = {instancePath:instancePath+"/source-interface",schemaPath:"#/properties/source-interface/uniqueItems",keyword:"uniqueItems",params:{i: i1, j: j0},message:"must NOT have duplicate items (items ## "+j0+" and "+i1+" are identical)",schema:true,parentSchema:schema53.properties["source-interface"],data:data3};
if(vErrors === null){
vErrors = [err27];
}
else {
vErrors.push(err27);
}
errors++;
break;
}
indices0[item0] = i1;
}
}
}
else {
const err28 = {instancePath:instancePath+"/source-interface",schemaPath:"#/properties/source-interface/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["source-interface"].type,parentSchema:schema53.properties["source-interface"],data:data3};
if(vErrors === null){
vErrors = [err28];
}
else {
vErrors.push(err28);
}
errors++;
}
if(errors > 0){
const emErrors3 = {"minItems":[]};
const templates3 = {};
for(const err29 of vErrors){
if((((((err29.keyword !== "errorMessage") && (!err29.emUsed)) && (err29.instancePath === instancePath+"/source-interface")) && (err29.keyword in emErrors3)) && (err29.schemaPath.indexOf("#/properties/source-interface") === 0)) && (/^\/[^\/]*$/.test(err29.schemaPath.slice(29)))){
emErrors3[err29.keyword].push(err29);
err29.emUsed = true;
}
}
for(const key3 in emErrors3){
if(emErrors3[key3].length){
const err30 = {instancePath:instancePath+"/source-interface",schemaPath:"#/properties/source-interface/errorMessage",keyword:"errorMessage",params:{errors: emErrors3[key3]},message:key3 in templates3 ? templates3[key3]() : schema53.properties["source-interface"].errorMessage[key3],schema:schema53.properties["source-interface"].errorMessage,parentSchema:schema53.properties["source-interface"],data:data3};
if(vErrors === null){
vErrors = [err30];
}
else {
vErrors.push(err30);
}
errors++;
}
}
const emErrs3 = [];
for(const err31 of vErrors){
if(!err31.emUsed){
emErrs3.push(err31);
}
}
vErrors = emErrs3;
errors = emErrs3.length;
}
}
if(data.servercert !== undefined){
let data5 = data.servercert;
if(typeof data5 === "string"){
if(func1(data5) > 35){
const err32 = {instancePath:instancePath+"/servercert",schemaPath:"#/properties/servercert/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties.servercert,data:data5};
if(vErrors === null){
vErrors = [err32];
}
else {
vErrors.push(err32);
}
errors++;
}
if(func1(data5) < 1){
const err33 = {instancePath:instancePath+"/servercert",schemaPath:"#/properties/servercert/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties.servercert,data:data5};
if(vErrors === null){
vErrors = [err33];
}
else {
vErrors.push(err33);
}
errors++;
}
}
else {
const err34 = {instancePath:instancePath+"/servercert",schemaPath:"#/properties/servercert/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties.servercert.type,parentSchema:schema53.properties.servercert,data:data5};
if(vErrors === null){
vErrors = [err34];
}
else {
vErrors.push(err34);
}
errors++;
}
if(errors > 0){
const emErrors4 = {"maxLength":[],"minLength":[]};
const templates4 = {};
for(const err35 of vErrors){
if((((((err35.keyword !== "errorMessage") && (!err35.emUsed)) && (err35.instancePath === instancePath+"/servercert")) && (err35.keyword in emErrors4)) && (err35.schemaPath.indexOf("#/properties/servercert") === 0)) && (/^\/[^\/]*$/.test(err35.schemaPath.slice(23)))){
emErrors4[err35.keyword].push(err35);
err35.emUsed = true;
}
}
for(const key4 in emErrors4){
if(emErrors4[key4].length){
const err36 = {instancePath:instancePath+"/servercert",schemaPath:"#/properties/servercert/errorMessage",keyword:"errorMessage",params:{errors: emErrors4[key4]},message:key4 in templates4 ? templates4[key4]() : schema53.properties.servercert.errorMessage[key4],schema:schema53.properties.servercert.errorMessage,parentSchema:schema53.properties.servercert,data:data5};
if(vErrors === null){
vErrors = [err36];
}
else {
vErrors.push(err36);
}
errors++;
}
}
const emErrs4 = [];
for(const err37 of vErrors){
if(!err37.emUsed){
emErrs4.push(err37);
}
}
vErrors = emErrs4;
errors = emErrs4.length;
}
}
if(data["tunnel-ip-pools"] !== undefined){
let data6 = data["tunnel-ip-pools"];
if(Array.isArray(data6)){
const len1 = data6.length;
for(let i2=0; i2<len1; i2++){
let data7 = data6[i2];
if(typeof data7 === "string"){
if(func1(data7) > 79){
const err38 = {instancePath:instancePath+"/tunnel-ip-pools/" + i2,schemaPath:"#/properties/tunnel-ip-pools/items/maxLength",keyword:"maxLength",params:{limit: 79},message:"must NOT have more than 79 characters",schema:79,parentSchema:schema53.properties["tunnel-ip-pools"].items,data:data7};
if(vErrors === null){
vErrors = [err38];
}
else {
vErrors.push(err38);
}
errors++;
}
if(func1(data7) < 1){
const err39 = {instancePath:instancePath+"/tunnel-ip-pools/" + i2,schemaPath:"#/properties/tunnel-ip-pools/items/minLength",keyword:"minLength",params:{limit: 1},message:"must NOT have fewer than 1 characters",schema:1,parentSchema:schema53.properties["tunnel-ip-pools"].items,data:data7};
if(vErrors === null){
vErrors = [err39];
}
else {
vErrors.push(err39);
}
errors++;
}
}
else {
const err40 = {instancePath:instancePath+"/tunnel-ip-pools/" + i2,schemaPath:"#/properties/tunnel-ip-pools/items/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["tunnel-ip-pools"].items.type,parentSchema:schema53.properties["tunnel-ip-pools"].items,data:data7};
if(vErrors === null){
vErrors = [err40];
}
else {
vErrors.push(err40);
}
errors++;
}
if(errors > 0){
const emErrors5 = {"minLength":[],"maxLength":[]};
const templates5 = {};
for(const err41 of vErrors){
if((((((err41.keyword !== "errorMessage") && (!err41.emUsed)) && (err41.instancePath === instancePath+"/tunnel-ip-pools/" + i2)) && (err41.keyword in emErrors5)) && (err41.schemaPath.indexOf("#/properties/tunnel-ip-pools/items") === 0)) && (/^\/[^\/]*$/.test(err41.schemaPath.slice(34)))){
emErrors5[err41.keyword].push(err41);
err41.emUsed = true;
}
}
for(const key5 in emErrors5){
if(emErrors5[key5].length){
const err42 = {instancePath:instancePath+"/tunnel-ip-pools/" + i2,schemaPath:"#/properties/tunnel-ip-pools/items/errorMessage",keyword:"errorMessage",params:{errors: emErrors5[key5]},message:key5 in templates5 ? templates5[key5]() : schema53.properties["tunnel-ip-pools"].items.errorMessage[key5],schema:schema53.properties["tunnel-ip-pools"].items.errorMessage,parentSchema:schema53.properties["tunnel-ip-pools"].items,data:data7};
if(vErrors === null){
vErrors = [err42];
}
else {
vErrors.push(err42);
}
errors++;
}
}
const emErrs5 = [];
for(const err43 of vErrors){
if(!err43.emUsed){
emErrs5.push(err43);
}
}
vErrors = emErrs5;
errors = emErrs5.length;
}
}
let i3 = data6.length;
let j1;
if(i3 > 1){
const indices1 = {};
for(;i3--;){
let item1 = data6[i3];
if(typeof item1 !== "string"){
continue;
}
if(typeof indices1[item1] == "number"){
j1 = indices1[item1];
const err44 = {instancePath:instancePath+"/tunnel-ip-pools",schemaPath:"#/properties/tunnel-ip-pools/uniqueItems",keyword:"uniqueItems",params:{i: i3, j: j1},message:"must NOT have duplicate items (items ## "+j1+" and "+i3+" are identical)",schema:true,parentSchema:schema53.properties["tunnel-ip-pools"],data:data6};
if(vErrors === null){
vErrors = [err44];
}
else {
vErrors.push(err44);
}
errors++;
break;
}
indices1[item1] = i3;
}
}
}
else {
const err45 = {instancePath:instancePath+"/tunnel-ip-pools",schemaPath:"#/properties/tunnel-ip-pools/type",keyword:"type",params:{type: "array"},message:"must be array",schema:schema53.properties["tunnel-ip-pools"].type,parentSchema:schema53.properties["tunnel-ip-pools"],data:data6};
if(vErrors === null){
vErrors = [err45];
}
else {
vErrors.push(err45);
}
errors++;
}
}
if(data["dns-server1"] !== undefined){
let data8 = data["dns-server1"];
if(typeof data8 === "string"){
if(!pattern5.test(data8)){
const err46 = {instancePath:instancePath+"/dns-server1",schemaPath:"#/properties/dns-server1/pattern",keyword:"pattern",params:{pattern: "^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"},message:"must match pattern \""+"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$"+"\"",schema:"^((25[0-5]|2[0-4]\\d|1?\\d?\\d)\\.){3}(25[0-5]|2[0-4]\\d|1?\\d?\\d)$",parentSchema:schema53.properties["dns-server1"],data:data8};
if(vErrors === null){
vErrors = [err46];
}
else {
vErrors.push(err46);
}
errors++;
}
}
else {
const err47 = {instancePath:instancePath+"/dns-server1",schemaPath:"#/properties/dns-server1/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["dns-server1"].type,parentSchema:schema53.properties["dns-server1"],data:data8};
if(vErrors === null){
vErrors = [err47];
}
else {
vErrors.push(err47);
}
errors++;
}
if(errors > 0){
const emErrors6 = {"pattern":[]};
const templates6 = {};
for(const err48 of vErrors){
if((((((err48.keyword !== "errorMessage") && (!err48.emUsed)) && (err48.instancePath === instancePath+"/dns-server1")) && (err48.keyword in emErrors6)) && (err48.schemaPath.indexOf("#/properties/dns-server1") === 0)) && (/^\/[^\/]*$/.test(err48.schemaPath.slice(24)))){
emErrors6[err48.keyword].push(err48);
err48.emUsed = true;
}
}
for(const key6 in emErrors6){
if(emErrors6[key6].length){
const err49 = {instancePath:instancePath+"/dns-server1",schemaPath:"#/properties/dns-server1/errorMessage",keyword:"errorMessage",params:{errors: emErrors6[key6]},message:key6 in templates6 ? templates6[key6]() : schema53.properties["dns-server1"].errorMessage[key6],schema:schema53.properties["dns-server1"].errorMessage,parentSchema:schema53.properties["dns-server1"],data:data8};
if(vErrors === null){
vErrors = [err49];
}
else {
vErrors.push(err49);
}
errors++;
}
}
const emErrs6 = [];
for(const err50 of vErrors){
if(!err50.emUsed){
emErrs6.push(err50);
}
}
vErrors = emErrs6;
errors = emErrs6.length;
}
}
if(data["default-portal"] !== undefined){
let data9 = data["default-portal"];
if(typeof data9 === "string"){
if(func1(data9) > 35){
const err51 = {instancePath:instancePath+"/default-portal",schemaPath:"#/properties/default-portal/maxLength",keyword:"maxLength",params:{limit: 35},message:"must NOT have more than 35 characters",schema:35,parentSchema:schema53.properties["default-portal"],data:data9};
if(vErrors === null){
vErrors = [err51];
}
else {
vErrors.push(err51);
}
errors++;
}
}
else {
const err52 = {instancePath:instancePath+"/default-portal",schemaPath:"#/properties/default-portal/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["default-portal"].type,parentSchema:schema53.properties["default-portal"],data:data9};
if(vErrors === null){
vErrors = [err52];
}
else {
vErrors.push(err52);
}
errors++;
}
if(errors > 0){
const emErrors7 = {"maxLength":[]};
const templates7 = {};
for(const err53 of vErrors){
if((((((err53.keyword !== "errorMessage") && (!err53.emUsed)) && (err53.instancePath === instancePath+"/default-portal")) && (err53.keyword in emErrors7)) && (err53.schemaPath.indexOf("#/properties/default-portal") === 0)) && (/^\/[^\/]*$/.test(err53.schemaPath.slice(27)))){
emErrors7[err53.keyword].push(err53);
err53.emUsed = true;
}
}
for(const key7 in emErrors7){
if(emErrors7[key7].length){
const err54 = {instancePath:instancePath+"/default-portal",schemaPath:"#/properties/default-portal/errorMessage",keyword:"errorMessage",params:{errors: emErrors7[key7]},message:key7 in templates7 ? templates7[key7]() : schema53.properties["default-portal"].errorMessage[key7],schema:schema53.properties["default-portal"].errorMessage,parentSchema:schema53.properties["default-portal"],data:data9};
if(vErrors === null){
vErrors = [err54];
}
else {
vErrors.push(err54);
}
errors++;
}
}
const emErrs7 = [];
for(const err55 of vErrors){
if(!err55.emUsed){
emErrs7.push(err55);
}
}
vErrors = emErrs7;
errors = emErrs7.length;
}
}
if(data["idle-timeout"] !== undefined){
let data10 = data["idle-timeout"];
if(!((typeof data10 == "number") && (!(data10 % 1) && !isNaN(data10)))){
const err56 = {instancePath:instancePath+"/idle-timeout",schemaPath:"#/properties/idle-timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["idle-timeout"].type,parentSchema:schema53.properties["idle-timeout"],data:data10};
if(vErrors === null){
vErrors = [err56];
}
else {
vErrors.push(err56);
}
errors++;
}
if(typeof data10 == "number"){
if(data10 > 259200 || isNaN(data10)){
const err57 = {instancePath:instancePath+"/idle-timeout",schemaPath:"#/properties/idle-timeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 259200},message:"must be <= 259200",schema:259200,parentSchema:schema53.properties["idle-timeout"],data:data10};
if(vErrors === null){
vErrors = [err57];
}
else {
vErrors.push(err57);
}
errors++;
}
if(data10 < 0 || isNaN(data10)){
const err58 = {instancePath:instancePath+"/idle-timeout",schemaPath:"#/properties/idle-timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["idle-timeout"],data:data10};
if(vErrors === null){
vErrors = [err58];
}
else {
vErrors.push(err58);
}
errors++;
}
}
if(errors > 0){
const emErrors8 = {"minimum":[],"maximum":[],"type":[]};
const templates8 = {};
for(const err59 of vErrors){
if((((((err59.keyword !== "errorMessage") && (!err59.emUsed)) && (err59.instancePath === instancePath+"/idle-timeout")) && (err59.keyword in emErrors8)) && (err59.schemaPath.indexOf("#/properties/idle-timeout") === 0)) && (/^\/[^\/]*$/.test(err59.schemaPath.slice(25)))){
emErrors8[err59.keyword].push(err59);
err59.emUsed = true;
}
}
for(const key8 in emErrors8){
if(emErrors8[key8].length){
const err60 = {instancePath:instancePath+"/idle-timeout",schemaPath:"#/properties/idle-timeout/errorMessage",keyword:"errorMessage",params:{errors: emErrors8[key8]},message:key8 in templates8 ? templates8[key8]() : schema53.properties["idle-timeout"].errorMessage[key8],schema:schema53.properties["idle-timeout"].errorMessage,parentSchema:schema53.properties["idle-timeout"],data:data10};
if(vErrors === null){
vErrors = [err60];
}
else {
vErrors.push(err60);
}
errors++;
}
}
const emErrs8 = [];
for(const err61 of vErrors){
if(!err61.emUsed){
emErrs8.push(err61);
}
}
vErrors = emErrs8;
errors = emErrs8.length;
}
}
if(data["auth-timeout"] !== undefined){
let data11 = data["auth-timeout"];
if(!((typeof data11 == "number") && (!(data11 % 1) && !isNaN(data11)))){
const err62 = {instancePath:instancePath+"/auth-timeout",schemaPath:"#/properties/auth-timeout/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["auth-timeout"].type,parentSchema:schema53.properties["auth-timeout"],data:data11};
if(vErrors === null){
vErrors = [err62];
}
else {
vErrors.push(err62);
}
errors++;
}
if(typeof data11 == "number"){
if(data11 > 259200 || isNaN(data11)){
const err63 = {instancePath:instancePath+"/auth-timeout",schemaPath:"#/properties/auth-timeout/maximum",keyword:"maximum",params:{comparison: "<=", limit: 259200},message:"must be <= 259200",schema:259200,parentSchema:schema53.properties["auth-timeout"],data:data11};
if(vErrors === null){
vErrors = [err63];
}
else {
vErrors.push(err63);
}
errors++;
}
if(data11 < 0 || isNaN(data11)){
const err64 = {instancePath:instancePath+"/auth-timeout",schemaPath:"#/properties/auth-timeout/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["auth-timeout"],data:data11};
if(vErrors === null){
vErrors = [err64];
}
else {
vErrors.push(err64);
}
errors++;
}
}
if(errors > 0){
const emErrors9 = {"minimum":[],"maximum":[],"type":[]};
const templates9 = {};
for(const err65 of vErrors){
if((((((err65.keyword !== "errorMessage") && (!err65.emUsed)) && (err65.instancePath === instancePath+"/auth-timeout")) && (err65.keyword in emErrors9)) && (err65.schemaPath.indexOf("#/properties/auth-timeout") === 0)) && (/^\/[^\/]*$/.test(err65.schemaPath.slice(25)))){
emErrors9[err65.keyword].push(err65);
err65.emUsed = true;
}
}
for(const key9 in emErrors9){
if(emErrors9[key9].length){
const err66 = {instancePath:instancePath+"/auth-timeout",schemaPath:"#/properties/auth-timeout/errorMessage",keyword:"errorMessage",params:{errors: emErrors9[key9]},message:key9 in templates9 ? templates9[key9]() : schema53.properties["auth-timeout"].errorMessage[key9],schema:schema53.properties["auth-timeout"].errorMessage,parentSchema:schema53.properties["auth-timeout"],data:data11};
if(vErrors === null){
vErrors = [err66];
}
else {
vErrors.push(err66);
}
errors++;
}
}
const emErrs9 = [];
for(const err67 of vErrors){
if(!err67.emUsed){
emErrs9.push(err67);
}
}
vErrors = emErrs9;
errors = emErrs9.length;
}
}
if(data["login-attempt-limit"] !== undefined){
let data12 = data["login-attempt-limit"];
if(!((typeof data12 == "number") && (!(data12 % 1) && !isNaN(data12)))){
const err68 = {instancePath:instancePath+"/login-attempt-limit",schemaPath:"#/properties/login-attempt-limit/type",keyword:"type",params:{type: "integer"},message:"must be integer",schema:schema53.properties["login-attempt-limit"].type,parentSchema:schema53.properties["login-attempt-limit"],data:data12};
if(vErrors === null){
vErrors = [err68];
}
else {
vErrors.push(err68);
}
errors++;
}
if(typeof data12 == "number"){
if(data12 > 10 || isNaN(data12)){
const err69 = {instancePath:instancePath+"/login-attempt-limit",schemaPath:"#/properties/login-attempt-limit/maximum",keyword:"maximum",params:{comparison: "<=", limit: 10},message:"must be <= 10",schema:10,parentSchema:schema53.properties["login-attempt-limit"],data:data12};
if(vErrors === null){
vErrors = [err69];
}
else {
vErrors.push(err69);
}
errors++;
}
if(data12 < 0 || isNaN(data12)){
const err70 = {instancePath:instancePath+"/login-attempt-limit",schemaPath:"#/properties/login-attempt-limit/minimum",keyword:"minimum",params:{comparison: ">=", limit: 0},message:"must be >= 0",schema:0,parentSchema:schema53.properties["login-attempt-limit"],data:data12};
if(vErrors === null){
vErrors = [err70];
}
else {
vErrors.push(err70);
}
errors++;
}
}
if(errors > 0){
const emErrors10 = {"minimum":[],"maximum":[],"type":[]};
const templates10 = {};
for(const err71 of vErrors){
if((((((err71.keyword !== "errorMessage") && (!err71.emUsed)) && (err71.instancePath === instancePath+"/login-attempt-limit")) && (err71.keyword in emErrors10)) && (err71.schemaPath.indexOf("#/properties/login-attempt-limit") === 0)) && (/^\/[^\/]*$/.test(err71.schemaPath.slice(32)))){
emErrors10[err71.keyword].push(err71);
err71.emUsed = true;
}
}
for(const key10 in emErrors10){
if(emErrors10[key10].length){
const err72 = {instancePath:instancePath+"/login-attempt-limit",schemaPath:"#/properties/login-attempt-limit/errorMessage",keyword:"errorMessage",params:{errors: emErrors10[key10]},message:key10 in templates10 ? templates10[key10]() : schema53.properties["login-attempt-limit"].errorMessage[key10],schema:schema53.properties["login-attempt-limit"].errorMessage,parentSchema:schema53.properties["login-attempt-limit"],data:data12};
if(vErrors === null){
vErrors = [err72];
}
else {
vErrors.push(err72);
}
errors++;
}
}
const emErrs10 = [];
for(const err73 of vErrors){
if(!err73.emUsed){
emErrs10.push(err73);
}
}
vErrors = emErrs10;
errors = emErrs10.length;
}
}
if(data["ssl-min-proto-ver"] !== undefined){
let data13 = data["ssl-min-proto-ver"];
if(typeof data13 !== "string"){
const err74 = {instancePath:instancePath+"/ssl-min-proto-ver",schemaPath:"#/properties/ssl-min-proto-ver/type",keyword:"type",params:{type: "string"},message:"must be string",schema:schema53.properties["ssl-min-proto-ver"].type,parentSchema:schema53.properties["ssl-min-proto-ver"],data:data13};
if(vErrors === null){
vErrors = [err74];
}
else {
vErrors.push(err74);
}
errors++;
}
const _errs33 = errors;
let valid8 = false;
let passing1 = null;
const _errs34 = errors;
if("tls1-1" !== data13){
const err75 = {instancePath:instancePath+"/ssl-min-proto-ver",schemaPath:"#/properties/ssl-min-proto-ver/oneOf/0/const",keyword:"const",params:{allowedValue: "tls1-1"},message:"must be equal to constant",schema:"tls1-1",parentSchema:schema53.properties["ssl-min-proto-ver"].oneOf[0],data:data13};
if(vErrors === null){
vErrors = [err75];
}
else {
vErrors.push(err75);
}
errors++;
}
var _valid1 = _errs34 === errors;
if(_valid1){
valid8 = true;
passing1 = 0;
}
const _errs35 = errors;
if("tls1-2" !== data13){
const err76 = {instancePath:instancePath+"/ssl-min-proto-ver",schemaPath:"#/properties/ssl-min-proto-ver/oneOf/1/const",keyword:"const",params:{allowedValue: "tls1-2"},message:"must be equal to constant",schema:"tls1-2",parentSchema:schema53.properties["ssl-min-proto-ver"].oneOf[1],data:data13};
if(vErrors === null){
vErrors = [err76];
}
else {
vErrors.push(err76);
}
errors++;
}
var _valid1 = _errs35 === errors;
if(_valid1 && valid8){
valid8 = false;
passing1 = [passing1, 1];
}
else {
if(_valid1){
valid8 = true;
passing1 = 1;
}
const _errs36 = errors;
if("tls1-3" !== data13){
const err77 = {instancePath:instancePath+"/ssl-min-proto-ver",schemaPath:"#/properties/ssl-min-proto-ver/oneOf/2/const",keyword:"const",params:{allowedValue: "tls1-3"},message:"must be equal to constant",schema:"tls1-3",parentSchema:schema53.properties["ssl-min-proto-ver"].oneOf[2],data:data13};
if(vErrors === null){
vErrors = [err77];
}
else {
vErrors.push(err77);
}
errors++;
}
var _valid1 = _errs36 === errors;
if(_valid1 && valid8){
valid8 = false;
passing1 = [passing1, 2];
}
else {
if(_valid1){
valid8 = true;
passing1 = 2;
}
}
}
if(!valid8){
const err78 = {instancePath:instancePath+"/ssl-min-proto-ver",schemaPath:"#/properties/ssl-min-proto-ver/oneOf",keyword:"oneOf",params:{passingSchemas: passing1},message:"must match exactly one schema in oneOf",schema:schema53.properties["ssl-min-proto-ver"].oneOf,parentSchema:schema53.properties["ssl-min-proto-ver"],data:data13};
if(vErrors === null){
vErrors = [err78];
}
else {
vErrors.push(err78);
}
errors++;
}
else {
errors = _errs33;
if(vErrors !== null){
if(_errs33){
vErrors.length = _errs33;
}
else {
vErrors = null;
}
}
}
}
}
else {
const err79 = {instancePath,schemaPath:"#/type",keyword:"type",params:{type: "object"},message:"must be object",schema:schema53.type,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err79];
}
else {
vErrors.push(err79);
}
errors++;
}
if(errors > 0){
const emErrors11 = {"required":{"name":[],"source-interface":[],"servercert":[]}};
const templates11 = {required:{}};
let emPropParams0;
let emParamsErrors0;
for(const err80 of vErrors){
if((((((err80.keyword !== "errorMessage") && (!err80.emUsed)) && (err80.instancePath === instancePath)) && (err80.keyword in emErrors11)) && (err80.schemaPath.indexOf("#") === 0)) && (/^\/[^\/]*$/.test(err80.schemaPath.slice(1)))){
emPropParams0 = obj0[err80.keyword];
emParamsErrors0 = emErrors11[err80.keyword][err80.params[emPropParams0]];
if(emParamsErrors0){
emParamsErrors0.push(err80);
err80.emUsed = true;
}
}
}
for(const key11 in emErrors11){
for(const keyProp0 in emErrors11[key11]){
emParamsErrors0 = emErrors11[key11][keyProp0];
if(emParamsErrors0.length){
const tmpl0 = templates11[key11] && templates11[key11][keyProp0];
const err81 = {instancePath,schemaPath:"#/errorMessage",keyword:"errorMessage",params:{errors: emParamsErrors0},message:tmpl0 ? tmpl0() : schema53.errorMessage[key11][keyProp0],schema:schema53.errorMessage,parentSchema:schema53,data};
if(vErrors === null){
vErrors = [err81];
}
else {
vErrors.push(err81);
}
errors++;
}
}
}
const emErrs11 = [];
for(const err82 of vErrors){
if(!err82.emUsed){
emErrs11.push(err82);
}
}
vErrors = emErrs11;
errors = emErrs11.length;
}
validate24.errors = vErrors;
return errors === 0;
}
validate24.evaluated = {"props":true,"dynamicProps":false,"dynamicItems":false};

exports["4fa2a2d7"] = validate25;
const schema54 = {"const":"enable","title":"Enable","$id":"4fa2a2d7"};

function validate25(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate25.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("enable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "enable"},message:"must be equal to constant",schema:"enable",parentSchema:schema54,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate25.errors = vErrors;
return errors === 0;
}
validate25.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["78fd03b3"] = validate26;
const schema55 = {"const":"disable","title":"Disable","$id":"78fd03b3"};

function validate26(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate26.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("disable" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "disable"},message:"must be equal to constant",schema:"disable",parentSchema:schema55,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate26.errors = vErrors;
return errors === 0;
}
validate26.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["1e3b1f48"] = validate27;
const schema56 = {"const":"tls1-1","title":"TLS 1.1","$id":"1e3b1f48"};

function validate27(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate27.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("tls1-1" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "tls1-1"},message:"must be equal to constant",schema:"tls1-1",parentSchema:schema56,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate27.errors = vErrors;
return errors === 0;
}
validate27.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["2ad4188a"] = validate28;
const schema57 = {"const":"tls1-2","title":"TLS 1.2","$id":"2ad4188a"};

function validate28(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate28.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("tls1-2" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "tls1-2"},message:"must be equal to constant",schema:"tls1-2",parentSchema:schema57,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate28.errors = vErrors;
return errors === 0;
}
validate28.evaluated = {"dynamicProps":false,"dynamicItems":false};

exports["376d11cc"] = validate29;
const schema58 = {"const":"tls1-3","title":"TLS 1.3","$id":"376d11cc"};

function validate29(data, {instancePath="", parentData, parentDataProperty, rootData=data, dynamicAnchors={}}={}){

let vErrors = null;
let errors = 0;
const evaluated0 = validate29.evaluated;
if(evaluated0.dynamicProps){
evaluated0.props = undefined;
}
if(evaluated0.dynamicItems){
evaluated0.items = undefined;
}
if("tls1-3" !== data){
const err0 = {instancePath,schemaPath:"#/const",keyword:"const",params:{allowedValue: "tls1-3"},message:"must be equal to constant",schema:"tls1-3",parentSchema:schema58,data};
if(vErrors === null){
vErrors = [err0];
}
else {
vErrors.push(err0);
}
errors++;
}
validate29.errors = vErrors;
return errors === 0;
}
validate29.evaluated = {"dynamicProps":false,"dynamicItems":false};

export const validateFns = exports;
